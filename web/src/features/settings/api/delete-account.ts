// DELETE /api/user: once `confirm` equals the username, marks the account as being deleted and
// answers 202 with the deletion job, which removes everything it owns and then the sign-in
// account; anything else is a 400 and changes nothing. Asked again (after a failure), it starts the
// job again where it stood.
import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody, JobView } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const ACCOUNT_URL = "/api/user";

/** Starts deleting the signed-in user's account; resolves with the deletion job. */
export function deleteAccount(body: DeleteAccountBody): Promise<JobView> {
  return apiRequest<JobView>("DELETE", ACCOUNT_URL, body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
