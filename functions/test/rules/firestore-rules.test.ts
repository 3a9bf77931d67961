// firestore.rules: clients write nothing, and read directly only their own unread-count badge and
// the messages of chats they belong to, at most 50 a query, and not once they have left
// (docs/decisions.md, Firestore and Storage rules).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  deleteDoc,
  updateDoc,
  setLogLevel,
  Timestamp,
  where,
} from "firebase/firestore";

import { GROUP_MESSAGES_PAGE } from "../../src/shared";

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
  // A chat document itself (name, members) is server-only; only its messages are listened to.
  "groupChats",
  // A client that could write its counters could lift its own rate limits.
  "rateLimits",
  // Invitations name other people's addresses; a mail document holds a sign-up link, which is
  // as good as the invitation itself to whoever reads it.
  "invitations",
  "mail",
  // Points and the platform figures change only with the actions and jobs that earn and count them.
  "progress",
  "platform",
  "somethingNew",
];

let env: RulesTestEnvironment;
type Db = ReturnType<RulesTestContext["firestore"]>;

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

describe("badges/{uid}: the unread count, for its owner only", () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, "badges", "alice"), { unreadSpurqs: 2, updatedAt: Timestamp.now() });
      await setDoc(doc(db, "badges", "bob"), { unreadSpurqs: 5, updatedAt: Timestamp.now() });
    });
  });

  it("when the owner gets their badge, then it is allowed and reads their count", async () => {
    const db = env.authenticatedContext("alice").firestore();
    const snap = await assertSucceeds(getDoc(doc(db, "badges", "alice")));
    expect(snap.get("unreadSpurqs")).toBe(2);
  });

  it("when another user or a signed-out client gets someone's badge, then it is denied", async () => {
    await assertFails(getDoc(doc(env.authenticatedContext("bob").firestore(), "badges", "alice")));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), "badges", "alice")));
  });

  it("when anyone queries the badges collection, even filtered to their own id, then it is denied", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(getDocs(collection(db, "badges")));
    await assertFails(getDocs(query(collection(db, "badges"), where("unreadSpurqs", ">", 0))));
  });

  it("when the badge changes twice, then the owner's listener gets one document per change (one read each)", async () => {
    const db = env.authenticatedContext("alice").firestore();
    const counts: number[] = [];
    let changed: () => void = () => undefined;
    const stop = onSnapshot(doc(db, "badges", "alice"), (snap) => {
      if (snap.metadata.fromCache) return;
      counts.push(snap.get("unreadSpurqs") as number);
      changed();
    });
    const next = () => new Promise<void>((resolve) => (changed = resolve));
    await vi.waitFor(() => expect(counts).toEqual([2]));
    for (const value of [3, 0]) {
      const arrived = next();
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), "badges", "alice"), {
          unreadSpurqs: value,
          updatedAt: Timestamp.now(),
        }),
      );
      await arrived;
    }
    stop();
    expect(counts).toEqual([2, 3, 0]);
  });

  it("when the owner writes their badge, then it is denied (only the server counts)", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(setDoc(doc(db, "badges", "alice"), { unreadSpurqs: 0 }));
    await assertFails(updateDoc(doc(db, "badges", "alice"), { unreadSpurqs: 0 }));
    await assertFails(deleteDoc(doc(db, "badges", "alice")));
    await assertFails(setDoc(doc(db, "badges", "new"), { unreadSpurqs: 0 }));
  });
});

describe("groupChats/{chatId}/messages: for the chat's members only", () => {
  const messages = (db: Db, chatId = "club") => collection(db, "groupChats", chatId, "messages");
  /** The query the chat screen's listener runs: the newest 50 of one chat. */
  const latest = (db: Db, chatId = "club") =>
    query(messages(db, chatId), orderBy("createdAt", "desc"), limit(50));

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, "groupChats", "club"), {
        name: "Club",
        memberIds: ["alice", "bob"],
        memberCount: 2,
      });
      await setDoc(doc(db, "groupChats", "other"), {
        name: "Other",
        memberIds: ["carol", "dan"],
        memberCount: 2,
      });
      for (const [chatId, sender] of [
        ["club", "alice"],
        ["club", "bob"],
        ["other", "carol"],
      ] as const) {
        await addDoc(collection(db, "groupChats", chatId, "messages"), {
          content: `from ${sender}`,
          senderId: sender,
          createdAt: Timestamp.now(),
        });
      }
      await setDoc(doc(db, "groupChats", "club", "messages", "known"), {
        content: "known",
        senderId: "alice",
        createdAt: Timestamp.now(),
      });
    });
  });

  it("when a member runs the listener's query or gets one message, then it is allowed", async () => {
    const db = env.authenticatedContext("bob").firestore();
    const snap = await assertSucceeds(getDocs(latest(db)));
    expect(snap.size).toBe(3);
    await assertSucceeds(getDoc(doc(db, "groupChats", "club", "messages", "known")));
  });

  it("when a non-member or a signed-out client reads a chat's messages, then it is denied", async () => {
    for (const db of [
      env.authenticatedContext("carol").firestore(),
      env.unauthenticatedContext().firestore(),
    ]) {
      await assertFails(getDocs(latest(db)));
      await assertFails(getDocs(messages(db)));
      await assertFails(getDoc(doc(db, "groupChats", "club", "messages", "known")));
    }
  });

  it("when a member queries messages across all chats, or a chat that does not exist, then it is denied", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(getDocs(collectionGroup(db, "messages")));
    await assertFails(getDocs(query(collectionGroup(db, "messages"), where("senderId", "==", "alice"))));
    await assertFails(getDocs(latest(db, "no-such-chat")));
  });

  it("when a member queries a chat's messages without a limit, then it is denied, however it is filtered or ordered", async () => {
    const db = env.authenticatedContext("bob").firestore();
    await assertFails(getDocs(messages(db)));
    await assertFails(getDocs(query(messages(db), orderBy("createdAt", "desc"))));
    await assertFails(getDocs(query(messages(db), where("senderId", "==", "alice"))));
  });

  it("when a member's query asks for more than 50 messages, then it is denied; 50 or fewer is allowed", async () => {
    // The bound is the app's page, which its listener asks for.
    expect(GROUP_MESSAGES_PAGE).toBe(50);
    const db = env.authenticatedContext("bob").firestore();
    await assertFails(getDocs(query(messages(db), orderBy("createdAt", "desc"), limit(51))));
    await assertFails(getDocs(query(messages(db), orderBy("createdAt"), limitToLast(51))));
    await assertFails(getDocs(query(messages(db), limit(1000))));
    await assertSucceeds(getDocs(query(messages(db), orderBy("createdAt", "desc"), limit(50))));
    await assertSucceeds(getDocs(query(messages(db), orderBy("createdAt"), limitToLast(50))));
    const one = await assertSucceeds(getDocs(query(messages(db), limit(1))));
    expect(one.size).toBe(1);
  });

  it("when a member has left the chat (no longer in its memberIds), then their query and their get are denied", async () => {
    const db = env.authenticatedContext("bob").firestore();
    await assertSucceeds(getDocs(latest(db)));
    // What DELETE /api/group-chats/{id}/members/me writes to the chat document.
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), "groupChats", "club"), { memberIds: ["alice"], memberCount: 1 }),
    );
    await assertFails(getDocs(latest(db)));
    await assertFails(getDocs(query(messages(db), orderBy("createdAt", "desc"), limit(1))));
    await assertFails(getDoc(doc(db, "groupChats", "club", "messages", "known")));
    // The member who stays still reads them.
    await assertSucceeds(getDocs(latest(env.authenticatedContext("alice").firestore())));
  });

  it("when a member leaves while their listener is open, then the listener is refused and a later message never reaches them", async () => {
    const db = env.authenticatedContext("bob").firestore();
    const seen: string[] = [];
    let refused: { code?: string } | null = null;
    let first: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (first = resolve));
    const stop = onSnapshot(
      latest(db),
      (snap) => {
        if (snap.metadata.fromCache) return;
        seen.push(...snap.docs.map((d) => d.get("content") as string));
        first();
      },
      (error) => (refused = error),
    );
    await started;
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore();
      await updateDoc(doc(admin, "groupChats", "club"), { memberIds: ["alice"], memberCount: 1 });
      await addDoc(collection(admin, "groupChats", "club", "messages"), {
        content: "after the leave",
        senderId: "alice",
        createdAt: Timestamp.now(),
      });
    });
    await vi.waitFor(() => expect(refused).toMatchObject({ code: "permission-denied" }), { timeout: 10_000 });
    stop();
    expect(seen.sort()).toEqual(["from alice", "from bob", "known"]);
  });

  it("when a member reads the chat document or writes anything, then it is denied", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(getDoc(doc(db, "groupChats", "club")));
    await assertFails(
      addDoc(messages(db), { content: "direct", senderId: "alice", createdAt: Timestamp.now() }),
    );
    await assertFails(setDoc(doc(db, "groupChats", "club", "messages", "known"), { content: "edited" }));
    await assertFails(updateDoc(doc(db, "groupChats", "club", "messages", "known"), { content: "edited" }));
    await assertFails(deleteDoc(doc(db, "groupChats", "club", "messages", "known")));
    await assertFails(updateDoc(doc(db, "groupChats", "club"), { memberIds: ["alice", "bob", "carol"] }));
  });
});

describe("jobs/{kind}-{uid}: a job's progress, for its owner only", () => {
  const job = (uid: string) => ({ uid, kind: "export", state: "running", done: 3, total: 10 });
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, "jobs", "export-alice"), job("alice"));
      await setDoc(doc(db, "jobs", "export-bob"), job("bob"));
      await setDoc(doc(db, "jobs", "export-alice", "fileParts", "000000"), { data: "x" });
    });
  });

  it("when the owner gets their job, then it is allowed and reads its progress", async () => {
    const db = env.authenticatedContext("alice").firestore();
    const snap = await assertSucceeds(getDoc(doc(db, "jobs", "export-alice")));
    expect(snap.data()).toMatchObject({ state: "running", done: 3, total: 10 });
  });

  it("when the owner gets their job id after the job's document went, then it reads that there is none", async () => {
    const db = env.authenticatedContext("alice").firestore();
    const snap = await assertSucceeds(getDoc(doc(db, "jobs", "accountDeletion-alice")));
    expect(snap.exists()).toBe(false);
  });

  it("when another user or a signed-out client gets someone's job, existing or not, then it is denied", async () => {
    const bob = env.authenticatedContext("bob").firestore();
    await assertFails(getDoc(doc(bob, "jobs", "export-alice")));
    await assertFails(getDoc(doc(bob, "jobs", "accountDeletion-alice")));
    // An id that ends with bob's uid but names another owner.
    await assertFails(getDoc(doc(bob, "jobs", "export-alice-bob")));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), "jobs", "export-alice")));
  });

  it("when a job document names another owner than its id, then even the id's user is denied", async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), "jobs", "export-carol"), job("alice")),
    );
    await assertFails(getDoc(doc(env.authenticatedContext("carol").firestore(), "jobs", "export-carol")));
  });

  it("when anyone lists jobs, reads a job's file, or writes a job, then it is denied", async () => {
    const db = env.authenticatedContext("alice").firestore();
    await assertFails(getDocs(collection(db, "jobs")));
    await assertFails(getDocs(query(collection(db, "jobs"), where("uid", "==", "alice"))));
    await assertFails(getDoc(doc(db, "jobs", "export-alice", "fileParts", "000000")));
    await assertFails(getDocs(collection(db, "jobs", "export-alice", "fileParts")));
    await assertFails(updateDoc(doc(db, "jobs", "export-alice"), { state: "done" }));
    await assertFails(setDoc(doc(db, "jobs", "cardCopies-alice"), job("alice")));
    await assertFails(deleteDoc(doc(db, "jobs", "export-alice")));
  });
});
