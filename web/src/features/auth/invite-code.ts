// The code of an invitation link (`/#/auth?tab=register&invite={code}`). The auth page
// keeps it in local storage as soon as it opens, because the URL does not survive: switching tabs
// rewrites it and a Google sign-up leaves for the provider's page and comes back. The next sync
// sends it (a new account becomes the inviter's friend; the server ignores it for an existing
// one) and, once the sync has succeeded, it is forgotten.

/**
 * The server's INVITE_CODE_PARAM, written out: this runs on the sign-in page, whose first bundle
 * stays free of the shared zod contract (the unit test checks the two agree).
 */
export const INVITE_CODE_PARAM = "invite";
export const INVITE_CODE_KEY = "spurq.inviteCode";
/** Codes are 32 characters; anything far longer is not one, and is not kept. */
const MAX_LENGTH = 256;

/** Keeps the `invite` query of the hash route or of the page's search string, when there is one. */
export function rememberInviteCode(storage: Storage, hashSearch: string, pageSearch: string): void {
  const code =
    new URLSearchParams(hashSearch).get(INVITE_CODE_PARAM) ??
    new URLSearchParams(pageSearch).get(INVITE_CODE_PARAM);
  if (code && code.length <= MAX_LENGTH) storage.setItem(INVITE_CODE_KEY, code);
}

/** The kept code, or undefined. */
export function pendingInviteCode(storage: Storage): string | undefined {
  return storage.getItem(INVITE_CODE_KEY) ?? undefined;
}

export function forgetInviteCode(storage: Storage): void {
  storage.removeItem(INVITE_CODE_KEY);
}
