// POST /api/auth/fix-current-uid: re-links a record whose e-mail belongs to an older uid.
import type { FixCurrentUidAnswer, FixCurrentUidBody } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const FIX_CURRENT_UID_URL = "/api/auth/fix-current-uid";

/**
 * Asks for the record of `email` under the caller's new uid: the record when it is linked already
 * (200), else the job that moves it (202; `isRepairJob` tells them apart).
 */
export function fixCurrentUid(body: FixCurrentUidBody): Promise<FixCurrentUidAnswer> {
  return apiRequest<FixCurrentUidAnswer>("POST", FIX_CURRENT_UID_URL, body);
}
