// What the session flows work with, passed in so that unit tests hand them fakes: the Firebase
// Auth calls, the server's /api/auth calls, the guard of who syncs the identity now, and the
// session state the provider keeps.
import type { User } from "firebase/auth";
import type { FixCurrentUidAnswer, FixCurrentUidBody, JobView, SyncUserBody, UserRecord } from "@shared";
import type { FlowGuard } from "./flow-guard";

/** The Firebase Auth calls; each loads the SDK first (lib/firebase-loader). */
export interface AuthCalls {
  signIn(email: string, password: string): Promise<User>;
  createAccount(email: string, password: string): Promise<User>;
  setDisplayName(identity: User, displayName: string): Promise<void>;
  deleteIdentity(identity: User): Promise<void>;
  sendEmailVerification(identity: User): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Leaves for Google's account chooser (a full-page redirect). */
  startGoogleRedirect(): Promise<void>;
  /** The result of the redirect this page returned from, or null when there is none. */
  redirectResult(): Promise<{ identity: User; isNewUser: () => boolean } | null>;
  /** The identity the SDK restored from storage, once it has. */
  restoredIdentity(): Promise<User | null>;
  /** The identity signed in now (null while the SDK has not loaded). */
  currentIdentity(): User | null;
}

/** The server calls of the session (features/auth/api). */
export interface ServerCalls {
  syncUser(body: SyncUserBody): Promise<UserRecord>;
  getCurrentUser(): Promise<UserRecord>;
  fixCurrentUid(body: FixCurrentUidBody): Promise<FixCurrentUidAnswer>;
  /** GET /api/jobs/{id}: the caller's job as it stands (an account repair's progress). */
  getJob(id: string): Promise<JobView>;
}

export interface SessionDeps {
  auth: AuthCalls;
  server: ServerCalls;
  guard: FlowGuard;
  /** Signed in with both, else signed out. */
  settle(identity: User | null, user: UserRecord | null): void;
  /** Shows an account repair's progress while it runs; null takes it away. */
  showRepair(job: JobView | null): void;
}

/** What the Google redirect flows also need: the pending flag and a way to leave the screen. */
export interface GoogleDeps extends SessionDeps {
  setGooglePending(pending: boolean): void;
  /** Goes to `to`, replacing the current entry of the history. */
  replaceWith(to: string): void;
}
