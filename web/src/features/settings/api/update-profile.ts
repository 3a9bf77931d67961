// PATCH /api/user/profile: the changed fields of username, e-mail and bio; the
// answer is the user record. A new e-mail is only checked here: Firebase Authentication's
// verify-before-update flow changes it, and the record follows once the link is opened.
import { useMutation } from "@tanstack/react-query";
import type { UpdateProfileBody, UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const PROFILE_URL = "/api/user/profile";

/** Saves the changed profile fields. */
export function updateProfile(body: UpdateProfileBody): Promise<UserRecord> {
  return apiRequest<UserRecord>("PATCH", PROFILE_URL, body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
