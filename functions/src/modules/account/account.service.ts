// Deleting an account: the typed confirmation, then the record marked as being deleted (from then
// on the account signs in no more and no write names it), then everything the user owns
// (OWNED_DATA, in bounded batches), then the record with its claims, then the sign-in account. An
// interrupted deletion is finished by asking again: the username still confirms it until the
// record goes, and the Authentication user goes last, so the person can always sign in to ask.
import { DELETE_ACCOUNT_CONFIRM_MESSAGE, type DeleteAccountBody } from "../../shared";
import type { Caller } from "../../types/express";
import { adminAuth } from "../../lib/firebase";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { logAccountDeleted } from "../../lib/logger";
import { deleteUserRecord, getUser, startAccountDeletion } from "../users";
import { deleteOwnedData } from "./owned-data";

/** DELETE /api/user: removes the caller's account and everything it owns, for good. */
export async function deleteAccount(caller: Caller, body: DeleteAccountBody): Promise<void> {
  // Deleting is the person's own decision; an admin acting as them may not take it.
  if (caller.impersonating) throw forbidden("An account cannot be deleted on behalf of someone else.");
  const user = await getUser(caller.uid);
  if (!user) throw notFound("User not found");
  if (body.confirm !== user.username) {
    throw badRequest(`confirm: ${DELETE_ACCOUNT_CONFIRM_MESSAGE}`, { field: "confirm" });
  }
  if (!(await startAccountDeletion(caller.uid))) throw notFound("User not found");
  const deleted = await deleteOwnedData({ uid: caller.uid, email: user.email });
  deleted.users = await deleteUserRecord(caller.uid);
  await deleteAuthUser(caller.uid);
  logAccountDeleted({ uid: caller.uid, deleted });
}

async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}
