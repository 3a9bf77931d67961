// POST /api/auth/fix-current-uid: re-links a record whose e-mail belongs to an older uid.
import type { FixCurrentUidBody, UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const FIX_CURRENT_UID_URL = "/api/auth/fix-current-uid";

/** Moves the record of `email` to the caller's new uid and returns it. */
export function fixCurrentUid(body: FixCurrentUidBody): Promise<UserRecord> {
  return apiRequest<UserRecord>("POST", FIX_CURRENT_UID_URL, body);
}
