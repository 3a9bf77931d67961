// The sync of an identity with the server (POST /api/auth/sync), which creates or refreshes its record.
import type { User } from "firebase/auth";
import type { SyncUserBody, UserRecord } from "@shared";
import { browserLanguage, currentLanguage, preferenceOf } from "@/lib/i18n";
import { forgetInviteCode, pendingInviteCode } from "../invite-code";
import { browserTimeZone, markCheckedIn } from "../check-in";
import type { ServerCalls } from "./deps";

function syncBody(identity: User, isNewAccount: boolean, displayName?: string): SyncUserBody {
  const inviteCode = pendingInviteCode(localStorage);
  // The user's days (streaks, daily statistics) follow the browser's time zone.
  const timeZone = browserTimeZone();
  return {
    email: identity.email,
    displayName: displayName ?? identity.displayName,
    photoURL: identity.photoURL,
    isNewAccount,
    ...(inviteCode ? { inviteCode } : {}),
    ...(timeZone ? { timeZone } : {}),
    // A new account starts in the browser's language; the server keeps an existing account's own
    // choice, and only the server knows whether the account is new.
    language: preferenceOf(browserLanguage() ?? currentLanguage()),
  };
}

/**
 * Syncs the identity, carrying the code of the invitation link the visitor came through; the code
 * is spent by then (a new account redeemed it, an existing one has no use for it). The sync also
 * reported today's sign-in, so the shell's daily check-in need not repeat it.
 */
export async function syncIdentity(
  server: ServerCalls,
  identity: User,
  isNewAccount: boolean,
  displayName?: string,
): Promise<UserRecord> {
  const record = await server.syncUser(syncBody(identity, isNewAccount, displayName));
  forgetInviteCode(localStorage);
  markCheckedIn(identity.uid);
  return record;
}
