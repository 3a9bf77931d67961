// POST /api/user/avatar: multipart with one part named `file`; the server judges the
// image by its bytes, re-encodes it and answers with the user record, whose `avatar` is the new URL.
import { useMutation } from "@tanstack/react-query";
import type { UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const AVATAR_URL = "/api/user/avatar";

/** Uploads a picture as the signed-in user's avatar. */
export function uploadAvatar(file: File): Promise<UserRecord> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<UserRecord>("POST", AVATAR_URL, form);
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
