// Firestore access for uploaded avatars (no Cloud Storage: its emulator cannot run offline):
//   avatars/{uid}   { data (WebP bytes, a few kilobytes), version, updatedAt }
// The user record's `avatar` is avatarUrl(uid, version), written in the same transaction as the
// image, so the URL never names an image that is not stored.
import { Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";

export const AVATARS = "avatars";

export interface AvatarDoc {
  data: Buffer;
  version: string;
  updatedAt: Timestamp;
}

export const avatarRef = (uid: string) => db().collection(AVATARS).doc(uid) as DocumentReference<AvatarDoc>;

export async function getAvatar(uid: string): Promise<AvatarDoc | undefined> {
  return (await avatarRef(uid).get()).data();
}

export function putAvatar(tx: Transaction, uid: string, data: Buffer, version: string): void {
  tx.set(avatarRef(uid), { data, version, updatedAt: Timestamp.fromDate(now()) });
}

export function deleteAvatar(tx: Transaction, uid: string): void {
  tx.delete(avatarRef(uid));
}
