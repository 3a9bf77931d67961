// Deleting an account: the typed confirmation, then the record marked as being deleted (from then
// on the account signs in no more and no write names it), then the deletion job, which removes
// everything the user owns, the record with its claims and the sign-in account
// (deletion.job.ts). Asking again while it runs returns the same job; asking after it failed
// starts it again where it stood: the username still confirms it until the record goes.
import {
  DELETE_ACCOUNT_CONFIRM_MESSAGE,
  type DeleteAccountBody,
  type ExportBody,
  type JobView,
} from "../../shared";
import type { Caller } from "../../types/express";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { getUser, startAccountDeletion } from "../users";
import { startJob } from "../jobs";
import { takeAllowance } from "../rate-limits";
import { accountDeletionRunner } from "./deletion.job";
import { exportRunner } from "./export.job";

/** DELETE /api/user: marks the account as being deleted and starts the job that deletes it. */
export async function deleteAccount(caller: Caller, body: DeleteAccountBody): Promise<JobView> {
  // Deleting is the person's own decision; an admin acting as them may not take it.
  if (caller.impersonating) throw forbidden("An account cannot be deleted on behalf of someone else.");
  const user = await getUser(caller.uid);
  if (!user) throw notFound("User not found");
  if (body.confirm !== user.username) {
    throw badRequest(`confirm: ${DELETE_ACCOUNT_CONFIRM_MESSAGE}`, { field: "confirm" });
  }
  if (!(await startAccountDeletion(caller.uid))) throw notFound("User not found");
  return startJob(accountDeletionRunner, caller.uid, { email: user.email });
}

/**
 * POST /api/export: starts the person's export job, or returns the one at work (a second click
 * makes no second file). Each ask counts against the hourly export allowance.
 */
export async function startExport(uid: string, body: ExportBody): Promise<JobView> {
  await takeAllowance({ dataExport: uid });
  return startJob(exportRunner, uid, { format: body.format });
}
