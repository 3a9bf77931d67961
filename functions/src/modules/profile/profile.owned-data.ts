// The uploaded avatar a user owns (lib/owned-data.ts), keyed by uid; the record's URL follows it
// (users' moveUser rewrites it).
import { FieldPath } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { rekeyed, type OwnedData } from "../../lib/owned-data";
import { AVATARS } from "./avatars.repository";

export const profileOwnedData: readonly OwnedData[] = [
  rekeyed(
    AVATARS,
    (uid) => db().collection(AVATARS).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(AVATARS).doc(to),
  ),
];
