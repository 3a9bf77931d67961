// POST /api/auth/sync: creates or refreshes the caller's server record.
import type { SyncUserBody, UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const SYNC_USER_URL = "/api/auth/sync";

/** Syncs the signed-in identity with the server and returns the user record. */
export function syncUser(body: SyncUserBody): Promise<UserRecord> {
  return apiRequest<UserRecord>("POST", SYNC_USER_URL, body);
}
