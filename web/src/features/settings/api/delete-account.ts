// DELETE /api/user: removes the account and everything it owns once `confirm`
// equals the username; anything else is a 400 and changes nothing.
import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const ACCOUNT_URL = "/api/user";

/** Deletes the signed-in user's account. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiRequest<void>("DELETE", ACCOUNT_URL, body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
