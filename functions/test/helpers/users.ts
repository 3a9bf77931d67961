// A signed-up and synced user, ready to call the API.
import { expect } from "vitest";
import { api } from "./api";
import { signUpWithPassword, uniqueName, type TestUser } from "./auth-emulator";

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
