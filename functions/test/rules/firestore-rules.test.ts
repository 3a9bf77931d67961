// firestore.rules: clients write nothing and read nothing directly (SECURITY.md, "Firestore rules").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  deleteDoc,
  updateDoc,
  setLogLevel,
} from "firebase/firestore";

// Denials are the expected outcome here; keep the SDK from logging each one as an error.
setLogLevel("silent");

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
// A project of its own, so clearing it never touches the API tests' or the demo data.
const PROJECT_ID = "demo-spurq-rules";
const COLLECTIONS = [
  "users",
  "usernames",
  "emails",
  "auditLog",
  "articles",
  "highlights",
  "comments",
  "spurqs",
  // A client that could write its counters could lift its own rate limits.
  "rateLimits",
  "somethingNew",
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(join(__dirname, "..", "..", "..", "firestore.rules"), "utf8"),
      host,
      port: Number(port),
    },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const name of COLLECTIONS) await setDoc(doc(db, name, "alice"), { owner: "alice", uid: "alice" });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("firestore.rules", () => {
  it("when a signed-out client reads or writes any collection, then it is denied", async () => {
    const db = env.unauthenticatedContext().firestore();
    for (const name of COLLECTIONS) {
      await assertFails(getDoc(doc(db, name, "alice")));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, "new"), { x: 1 }));
    }
  });

  it("when a signed-in user reads or writes even their own documents, then it is denied", async () => {
    const db = env.authenticatedContext("alice").firestore();
    for (const name of COLLECTIONS) {
      await assertFails(getDoc(doc(db, name, "alice")));
      await assertFails(setDoc(doc(db, name, "alice"), { owner: "alice" }));
      await assertFails(updateDoc(doc(db, name, "alice"), { owner: "bob" }));
      await assertFails(deleteDoc(doc(db, name, "alice")));
    }
  });

  it("when an admin-claimed user reads the audit log or a subcollection, then it is denied", async () => {
    const db = env.authenticatedContext("root", { admin: true }).firestore();
    await assertFails(getDocs(collection(db, "auditLog")));
    await assertFails(getDoc(doc(db, "users", "alice", "friends", "bob")));
    await assertFails(setDoc(doc(db, "users", "alice", "friends", "bob"), { since: 1 }));
  });
});
