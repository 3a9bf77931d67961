// The audit log: one document per admin request made on behalf of another user. Clients can
// neither read nor write it (firestore.rules denies everything; only the Admin SDK writes here).
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";

export const AUDIT_LOG = "auditLog";

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
    .add({ ...record, action: "impersonate", at: FieldValue.serverTimestamp() });
}
