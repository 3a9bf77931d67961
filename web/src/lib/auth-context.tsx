// The session as the rest of the app sees it: loading, then signed in (an
// identity with its server record) or signed out. The provider lives in features/auth.
import { createContext, useContext } from "react";
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";

export type SessionStatus = "loading" | "signedIn" | "signedOut";

export interface Session {
  status: SessionStatus;
  firebaseUser: User | null;
  user: UserRecord | null;
  /** A Google redirect sign-in is being processed. */
  googlePending: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (username: string, email: string, password: string) => Promise<void>;
  startGoogle: (mode: "signIn" | "signUp") => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  /**
   * Signs out and goes to `to` (the sign-in page by default); `quiet` leaves out the 'Logged out'
   * toast (after an account deletion, which says so itself).
   */
  logout: (options?: { to?: string; quiet?: boolean }) => Promise<void>;
  /**
   * Puts the server record in place after it changed (a rename, a new avatar), so every screen
   * shows it at once: `record` when the caller has it, else fetched.
   */
  refreshUser: (record?: UserRecord) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; throws outside the provider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside the SessionProvider");
  return session;
}

/** The path a signed-out visitor asked for, kept for after sign-in (survives the Google redirect). */
export const INTENDED_PATH_KEY = "spurq.intendedPath";

export function rememberIntendedPath(path: string) {
  try {
    sessionStorage.setItem(INTENDED_PATH_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the user then lands on /home.
  }
}

export function takeIntendedPath(): string | null {
  try {
    const path = sessionStorage.getItem(INTENDED_PATH_KEY);
    sessionStorage.removeItem(INTENDED_PATH_KEY);
    return path;
  } catch {
    return null;
  }
}

export function peekIntendedPath(): string | null {
  try {
    return sessionStorage.getItem(INTENDED_PATH_KEY);
  } catch {
    return null;
  }
}
