// Firestore access for uploaded avatars (no Cloud Storage here: DESIGN.md):
//   avatars/{uid}   { data (WebP bytes, a few kilobytes), version, updatedAt }
// The user record's `avatar` is avatarUrl(uid, version), written in the same transaction as the
// image, so the URL never names an image that is not stored.
import { Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";

export const AVATARS = "avatars";

export interface AvatarDoc {
  data: Buffer;
  version: string;
  updatedAt: Timestamp;
}

export const avatarRef = (uid: string) => db().collection(AVATARS).doc(uid) as DocumentReference<AvatarDoc>;

const avatarPath = (uid: string) => `/api/avatars/${encodeURIComponent(uid)}`;

/** The public address of an avatar: the version makes each image's URL its own (and cacheable for ever). */
export const avatarUrl = (uid: string, version: string) =>
  `${avatarPath(uid)}?v=${encodeURIComponent(version)}`;

/**
 * Account repair moves a record to a new uid: an uploaded avatar's URL names the uid, so it
 * follows (the image moves with the owned data). Other URLs (a Google photo) stay as they are.
 */
export function movedAvatarUrl(url: string | null, from: string, to: string): string | null {
  const prefix = `${avatarPath(from)}?`;
  return url?.startsWith(prefix) ? `${avatarPath(to)}?${url.slice(prefix.length)}` : url;
}

export async function getAvatar(uid: string): Promise<AvatarDoc | undefined> {
  return (await avatarRef(uid).get()).data();
}

export function putAvatar(tx: Transaction, uid: string, data: Buffer, version: string): void {
  tx.set(avatarRef(uid), { data, version, updatedAt: Timestamp.now() });
}

export function deleteAvatar(tx: Transaction, uid: string): void {
  tx.delete(avatarRef(uid));
}
