// Admins' requests on a user's behalf stay on record (what was done, when) when the user goes,
// naming no one; a move leaves them under the uids of the time (lib/owned-data.ts).
import { db } from "../../lib/firebase";
import { anonymise, nothingToMove, type OwnedData } from "../../lib/owned-data";
import { AUDIT_LOG } from "./audit.repository";

export const auditOwnedData: readonly OwnedData[] = ["actorUid", "targetUid"].map((field) => ({
  name: `${AUDIT_LOG}.${field}`,
  moveBatch: nothingToMove,
  deleteBatch: ({ uid }) => anonymise((id) => db().collection(AUDIT_LOG).where(field, "==", id), field)(uid),
}));
