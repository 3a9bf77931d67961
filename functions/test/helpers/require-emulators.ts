// Emulator layers must never touch a real project: refuse to run without the emulator hosts
// (set by `firebase emulators:exec`) or with a project id that is not a `demo-` one.
const missing = ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"].filter(
  (name) => !process.env[name],
);
if (missing.length) {
  throw new Error(`Run this layer on the emulators (npm test does): ${missing.join(", ")} not set.`);
}
process.env.GCLOUD_PROJECT ??= "demo-spurq";
if (!process.env.GCLOUD_PROJECT.startsWith("demo-")) {
  throw new Error(`Tests only run against a demo- project, not ${process.env.GCLOUD_PROJECT}.`);
}
