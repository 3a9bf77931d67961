// Run by `npm start` once the emulators are up with the demo data: fills in the demo readers'
// visits since the day the demo data was generated (demo-history.mjs, catchUpHistory), so streaks,
// this week's contributors and "Today" are alive whenever someone runs the app. It changes only
// the running emulators, never emulator-data/.
import { DEMO_USERS } from "./demo-users.mjs";
import { catchUpHistory } from "./demo-history.mjs";

if (!process.env.GCLOUD_PROJECT?.startsWith("demo-") || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error("The catch-up runs only on the emulators of a demo- project (npm start).");
}
const visits = await catchUpHistory(
  DEMO_USERS.map((user) => ({
    key: user.username,
    uid: user.uid,
    email: user.email,
    username: user.username,
  })),
);
if (visits) console.log(`Demo data: ${visits} visits filled in since it was generated.`);
