// What the middleware attaches to each request.
import type { DecodedIdToken } from "firebase-admin/auth";

export interface Caller {
  /** The uid every handler acts for: the token's, or, for an audited admin override, the target's. */
  uid: string;
  /** The uid of the verified ID token. */
  tokenUid: string;
  /** True only for the custom claim `admin: true` set by an Admin SDK script. */
  isAdmin: boolean;
  /** True when an admin acts as another user. */
  impersonating: boolean;
  token: DecodedIdToken;
  /** The raw bearer token, kept so that sensitive routes can re-check it for revocation. */
  idToken: string;
}

declare global {
  namespace Express {
    interface Request {
      requestId: string;
      caller?: Caller;
    }
  }
}
