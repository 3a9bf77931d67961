// The Admin SDK, initialised once and lazily. On the emulators the SDK finds them through
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, which the Firebase CLI sets.
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getFunctions, type Functions } from "firebase-admin/functions";

let app: App | undefined;
let firestore: Firestore | undefined;

function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp(projectIdOption());
  return app;
}

/** Outside Cloud Functions (tests, scripts) the project id comes from the environment. */
function projectIdOption() {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return projectId ? { projectId } : undefined;
}

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** The task queues (Cloud Tasks); on the emulators the SDK finds them through CLOUD_TASKS_EMULATOR_HOST. */
export function adminFunctions(): Functions {
  return getFunctions(adminApp());
}
