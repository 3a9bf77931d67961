// The server record of an identity that has just signed in, or come back with a restored session.
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";
import { isAccountGone } from "@/lib/api-client";
import { needsUidRepair, serverErrorText } from "../errors";
import { sayAccountGone } from "./account-gone";
import type { SessionDeps } from "./deps";
import { destructive, text } from "./feedback";
import { syncIdentity } from "./server-sync";
import { repairUid } from "./uid-repair";

/**
 * Fetches the record; if that fails, syncs (docs/product-spec.md §4, Session). A sync whose error
 * asks for it runs the uid repair; one refused because the account is being deleted or gone says
 * so. Null after the failure toasts were shown.
 */
export async function ensureServerUser(deps: SessionDeps, identity: User): Promise<UserRecord | null> {
  let record: UserRecord;
  try {
    record = await deps.server.getCurrentUser();
  } catch {
    try {
      return await syncIdentity(deps.server, identity, false);
    } catch (error) {
      if (needsUidRepair(error)) return repairUid(deps, identity);
      if (isAccountGone(error)) {
        sayAccountGone();
        return null;
      }
      destructive(text("toasts.loginSyncFailed"), serverErrorText(error) ?? text("errors.syncFailed"));
      return null;
    }
  }
  return followVerifiedEmail(deps, identity, record);
}

/**
 * Settings changes an e-mail through Firebase's verify-before-update link; the server copies a
 * verified new address into the record only at a sync, so the first sign-in after the link was
 * opened syncs. A failure keeps the record as it is: the address follows at a later sign-in.
 */
async function followVerifiedEmail(
  deps: SessionDeps,
  identity: User,
  record: UserRecord,
): Promise<UserRecord> {
  const changed =
    identity.emailVerified && identity.email && identity.email.toLowerCase() !== record.email.toLowerCase();
  if (!changed) return record;
  return syncIdentity(deps.server, identity, false).catch(() => record);
}

/** Gives up on an identity without a server record, so the visitor can try again. */
export async function dropIdentity({ auth, settle }: SessionDeps): Promise<void> {
  await auth.signOut().catch(() => undefined);
  settle(null, null);
}
