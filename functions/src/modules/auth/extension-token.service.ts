// POST /api/auth/extension-token: the signed-in web app asks for a one-time credential that it
// hands to Spurq's browser extension, which signs in with it and keeps its own session. A Firebase
// custom token is short-lived (an hour) and only exchanges for a session of the same uid, so the
// extension never sees a password or the web app's own refresh token. Minting one signs a JWT
// with the function's service account (in production that account needs the
// iam.serviceAccounts.signBlob permission on itself; the Auth emulator accepts unsigned tokens).
import type { Caller } from "../../types/express";
import type { ExtensionToken } from "../../shared";
import { adminAuth } from "../../lib/firebase";
import { forbidden } from "../../lib/errors";
import { assertActiveAccount } from "../users";

/** A custom token for the caller's own uid; never for someone an admin is acting as. */
export async function mintExtensionToken(caller: Caller): Promise<ExtensionToken> {
  if (caller.impersonating) throw forbidden("The extension connects to your own account only.");
  await assertActiveAccount(caller.tokenUid);
  const customToken = await adminAuth().createCustomToken(caller.tokenUid);
  return { customToken };
}
