// The audit log: one document per admin request made on behalf of another user. Clients can
// neither read nor write it (firestore.rules denies everything; only the Admin SDK writes here).
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { now } from "../../lib/clock";
import { db } from "../../lib/firebase";

export const AUDIT_LOG = "auditLog";

/**
 * How long an impersonation record stays (a TTL policy on `auditLog.expiresAt` deletes it then):
 * a little over a year, so a whole year's admin actions can be reviewed at any time, with a month
 * of slack for a yearly review that runs late. It names two users; it is not kept for ever.
 */
export const AUDIT_TTL_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ImpersonationRecord {
  actorUid: string;
  targetUid: string;
  method: string;
  path: string;
  requestId: string;
}

export async function recordImpersonation(record: ImpersonationRecord): Promise<void> {
  await db()
    .collection(AUDIT_LOG)
    .add({
      ...record,
      action: "impersonate",
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now().getTime() + AUDIT_TTL_DAYS * DAY_MS),
    });
}
