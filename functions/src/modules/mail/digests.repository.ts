// Firestore access for notification e-mail digests (issue 12 point 6; DESIGN.md "E-mail"):
//   mailDigests/{uid}_{kind}   uid, kind, count, items (the latest DIGEST_ITEMS_MAX), dueAt,
//                              lastSentAt, updatedAt: one recipient's pending digest of one kind
//   mail/{id}                  the digest when it goes out, in the Trigger Email extension's format
// An event adds itself to its recipient's digest inside the event's own transaction (one read,
// one write), so a retried or concurrent event is counted exactly once. dueAt says when the
// digest may go out: at once after a quiet hour, else an hour after the last one; it is null
// while nothing is pending, so the job's query finds only what is due and never scans.
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { NotificationSettings } from "../../shared";
import { db } from "../../lib/firebase";
import { MAIL, type MailMessage } from "../invitations/invitations.repository";
import { USERS, type UserDoc } from "../users/users.repository";

export const MAIL_DIGESTS = "mailDigests";

/** The four kinds of notification e-mail, each with the flag that allows it (spec 3). */
export const DIGEST_FLAGS = {
  friendRequests: "notifyFriendRequests",
  spurqs: "notifySpurqs",
  articleComments: "notifyArticleComments",
  highlights: "notifyHighlights",
} as const satisfies Record<string, keyof NotificationSettings>;
export type DigestKind = keyof typeof DIGEST_FLAGS;
export const DIGEST_KINDS = Object.keys(DIGEST_FLAGS) as DigestKind[];

/** At most one digest of a kind per recipient in this long. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Events listed in one digest; beyond them it says how many more there were. */
export const DIGEST_ITEMS_MAX = 20;
/** Characters kept of a comment, question, highlight or title in a digest. */
const SNIPPET_MAX = 200;

export interface DigestItem {
  /** The event's own document id, so an event is never listed twice. */
  eventId: string;
  /** The username of whoever caused it. */
  actor: string;
  articleTitle: string | null;
  /** The comment, question or highlighted text, cut to SNIPPET_MAX. */
  text: string | null;
  /** The app's hash route that shows the event, e.g. /articles/{id}?highlight={id}. */
  path: string;
  at: Timestamp;
}

export interface DigestDoc {
  uid: string;
  kind: DigestKind;
  /** Events since the last digest went out (items keeps only the latest of them). */
  count: number;
  items: DigestItem[];
  dueAt: Timestamp | null;
  lastSentAt: Timestamp | null;
  updatedAt: Timestamp;
}

/** An event to count in its recipient's digest. */
export interface DigestEvent {
  /** The event's own document id (the comment's, the spurq's, ...). */
  eventId: string;
  actor: string;
  articleTitle?: string | null;
  text?: string | null;
  /** The app's hash route that shows the event. */
  path: string;
}

const digests = () => db().collection(MAIL_DIGESTS) as CollectionReference<DigestDoc>;
export const digestRef = (uid: string, kind: DigestKind) => digests().doc(`${uid}_${kind}`);
const userRef = (uid: string) => db().collection(USERS).doc(uid) as DocumentReference<UserDoc>;

const snippet = (value: string | null | undefined) => {
  if (!value) return null;
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_MAX ? `${flat.slice(0, SNIPPET_MAX - 1).trimEnd()}…` : flat;
};

/** A recipient's digest, read in an event's transaction, to which the event then adds itself. */
export interface OpenDigest {
  /** Counts the event (once, however often its transaction runs) and lists it. */
  add(event: DigestEvent, at: Date): void;
}

/**
 * Reads the digest of `kind` of `recipientId` in `tx` (call it with the transaction's other
 * reads); undefined when there is no recipient to tell. Whether the recipient wants the e-mail is
 * decided when it goes out, from their flag as it then stands.
 */
export async function openDigest(
  tx: Transaction,
  recipientId: string | undefined,
  kind: DigestKind,
): Promise<OpenDigest | undefined> {
  if (!recipientId) return undefined;
  const ref = digestRef(recipientId, kind);
  const current = (await tx.get(ref)).data();
  return {
    add(event, at) {
      if (current?.items.some((item) => item.eventId === event.eventId)) return;
      const when = Timestamp.fromDate(at);
      const item: DigestItem = {
        eventId: event.eventId,
        actor: event.actor,
        articleTitle: snippet(event.articleTitle),
        text: snippet(event.text),
        path: event.path,
        at: when,
      };
      const lastSentAt = current?.lastSentAt ?? null;
      // Pending events keep their time; the first after a digest waits out the hour since it (or
      // since now, should the last one be stamped later than now by a skewed clock).
      const allowedAt = lastSentAt ? Math.min(lastSentAt.toMillis(), at.getTime()) + DIGEST_INTERVAL_MS : 0;
      const dueAt =
        current && current.count > 0 && current.dueAt
          ? current.dueAt
          : Timestamp.fromMillis(Math.max(at.getTime(), allowedAt));
      tx.set(ref, {
        uid: recipientId,
        kind,
        count: (current?.count ?? 0) + 1,
        items: [...(current?.items ?? []), item].slice(-DIGEST_ITEMS_MAX),
        dueAt,
        lastSentAt,
        updatedAt: when,
      });
    },
  };
}

/** Digests due at `at`, oldest first: a range on dueAt, which pending digests alone carry. */
export function dueDigests(at: Date): Query<DigestDoc> {
  return digests().where("dueAt", "<=", Timestamp.fromDate(at)).orderBy("dueAt");
}

export type SendOutcome = "sent" | "dropped" | "skipped";

/**
 * Sends one due digest, in a transaction: the mail is queued and the digest emptied together, so
 * two runs (or a retried one) cannot both send it. `compose` gets the digest and its recipient,
 * and returns the mail, or null when it must not go out (their flag is off). A digest whose
 * recipient is gone is deleted.
 */
export function sendDigest(
  uid: string,
  kind: DigestKind,
  at: Date,
  compose: (digest: DigestDoc, user: UserDoc) => { to: string; message: MailMessage } | null,
): Promise<SendOutcome> {
  return db().runTransaction(async (tx): Promise<SendOutcome> => {
    const ref = digestRef(uid, kind);
    const [digestSnap, userSnap] = await Promise.all([tx.get(ref), tx.get(userRef(uid))]);
    const digest = digestSnap.data();
    if (!digest || digest.count === 0 || !digest.dueAt || digest.dueAt.toMillis() > at.getTime()) {
      return "skipped";
    }
    const user = userSnap.data();
    if (!user) {
      tx.delete(ref);
      return "dropped";
    }
    const mail = compose(digest, user);
    const when = Timestamp.fromDate(at);
    const emptied = { count: 0, items: [], dueAt: null, updatedAt: when };
    if (!mail) {
      tx.update(ref, emptied);
      return "dropped";
    }
    tx.create(db().collection(MAIL).doc(), mail);
    tx.update(ref, { ...emptied, lastSentAt: when });
    return "sent";
  });
}
