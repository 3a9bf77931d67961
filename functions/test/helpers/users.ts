// A signed-up and synced user, ready to call the API.
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { expect } from "vitest";
import { api } from "./api";
import { signUpWithPassword, uniqueName, verifyEmail, type TestUser } from "./auth-emulator";

export interface SyncedUser extends TestUser {
  username: string;
  call: ReturnType<typeof api>;
}

export async function syncedUser(label = "reader"): Promise<SyncedUser> {
  const user = await signUpWithPassword();
  const username = uniqueName(label);
  const response = await api(user.idToken)
    .post("/api/auth/sync")
    .send({ displayName: username, isNewAccount: true });
  expect(response.status).toBe(201);
  return { ...user, username, call: api(user.idToken) };
}

/**
 * A synced user whose e-mail address is verified (the record says so): the only kind that gets
 * notification e-mails.
 */
export async function verifiedUser(label = "reader"): Promise<SyncedUser> {
  const user = await signUpWithPassword();
  const idToken = await verifyEmail(user);
  const username = uniqueName(label);
  const response = await api(idToken)
    .post("/api/auth/sync")
    .send({ displayName: username, isNewAccount: true });
  expect(response.status).toBe(201);
  return { ...user, idToken, username, call: api(idToken) };
}

/**
 * Both sides of a friendship written directly, as the friends module stores them
 * (users/{uid}/friends/{other}), for tests about what friends may do rather than how they meet.
 */
export async function makeFriends(
  a: SyncedUser,
  b: SyncedUser,
  options: { bMutesA?: boolean } = {},
): Promise<void> {
  const link = (friend: SyncedUser, isMuted: boolean) => ({
    friendId: friend.uid,
    username: friend.username,
    avatar: null,
    isMuted,
    createdAt: Timestamp.now(),
  });
  const friendsOf = (user: SyncedUser) =>
    getFirestore().collection("users").doc(user.uid).collection("friends");
  const batch = getFirestore().batch();
  batch.set(friendsOf(a).doc(b.uid), link(b, false));
  batch.set(friendsOf(b).doc(a.uid), link(a, options.bMutesA ?? false));
  await batch.commit();
}
