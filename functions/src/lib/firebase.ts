// The Admin SDK, initialised once and lazily. On the emulators the SDK finds them through
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, which the Firebase CLI sets.
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore, type Transaction } from "firebase-admin/firestore";
import { getFunctions, type Functions } from "firebase-admin/functions";
import { installProductionGuard } from "./production-guard/guard";
import { guardWanted } from "./production-guard/wanted";
import { getAppCheck, type AppCheck } from "firebase-admin/app-check";

let app: App | undefined;
let firestore: Firestore | undefined;

export function adminApp(): App {
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
    // On the emulators under the production guard, production's refusals hold.
    if (guardWanted()) installProductionGuard(firestore);
  }
  return firestore;
}

/**
 * Transactions run through runTransaction in this process, and the attempts they took: every
 * attempt beyond the first of a transaction is a retry after contention (ABORTED, or the
 * emulator's closed transaction). The storm test reads them to show that concurrent writers of
 * one article or one chat never wait on each other.
 */
const transactionCounts = { transactions: 0, attempts: 0 };

/** A copy of the counts so far (see transactionCounts). */
export const transactionStats = () => ({ ...transactionCounts });

/** How many times runTransaction runs a transaction that was closed under it before it gives up. */
export const CLOSED_TRANSACTION_ATTEMPTS = 5;

/** The error the Firestore emulator answers for a transaction it has closed (see runTransaction). */
export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === "string" && message.includes("Transaction is invalid or closed");
}

/**
 * db().runTransaction, run again when the transaction was closed under it. When concurrent
 * transactions contend, the Firestore emulator sometimes closes one and answers its next read or
 * its commit with INVALID_ARGUMENT "Transaction is invalid or closed" where Firestore answers
 * ABORTED, and the SDK retries only the latter, so a request that merely lost a race failed with
 * 500. A closed transaction commits nothing, so running it again is what the SDK does for an
 * aborted one.
 */
export async function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options?: { maxAttempts?: number },
): Promise<T> {
  transactionCounts.transactions += 1;
  const counted = (tx: Transaction) => {
    transactionCounts.attempts += 1;
    return update(tx);
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(counted, options);
    } catch (error) {
      if (attempt >= CLOSED_TRANSACTION_ATTEMPTS || !isClosedTransaction(error)) throw error;
    }
  }
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** The task queues (Cloud Tasks); on the emulators the SDK finds them through CLOUD_TASKS_EMULATOR_HOST. */
/** App Check's Admin SDK service: verifies the tokens the app and the extension send. */
export function adminAppCheck(): AppCheck {
  return getAppCheck(adminApp());
}

export function adminFunctions(): Functions {
  return getFunctions(adminApp());
}
