// npm run set-admin -- <email> [--revoke]
// Grants (or removes) the custom claim `admin: true`, the only source of admin rights (nothing a
// client sends makes anyone an admin). Against the running emulators by default; for a real
// project, set GOOGLE_APPLICATION_CREDENTIALS and SPURQ_PROJECT_ID and unset
// FIREBASE_AUTH_EMULATOR_HOST.
// The user must sign in again (or refresh their ID token) to carry the new claim.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

const [email, flag] = process.argv.slice(2);
if (!email) {
  console.error("usage: npm run set-admin -- <email> [--revoke]");
  process.exit(2);
}
const projectId = process.env.SPURQ_PROJECT_ID ?? "demo-spurq";
if (projectId.startsWith("demo-")) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

initializeApp({ projectId });
const auth = getAuth();
const user = await auth.getUserByEmail(email);
const admin = flag !== "--revoke";
await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin });
console.log(`${email} (${user.uid}) is ${admin ? "now" : "no longer"} an admin in ${projectId}.`);
