// GET /api/auth/user: the signed-in user's server record (the session holds it; no query cache).
import type { UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const CURRENT_USER_URL = "/api/auth/user";

/** Fetches the record; a 404 means the identity was never synced. */
export function getCurrentUser(): Promise<UserRecord> {
  return apiRequest<UserRecord>("GET", CURRENT_USER_URL);
}
