// The session: the sign-in flows (features/auth/session) wired to React state. A flow that syncs
// the identity itself holds the flow guard, so the identity listener does not sync it too.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";
import type { JobView, UserRecord } from "@shared";
import { onAccountGone } from "@/lib/account-gone";
import { SessionContext, type Session, type SessionStatus } from "@/lib/auth-context";
import { i18n } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { readRedirectMarkers, STUCK_CHECK_INTERVAL_MS } from "../google-redirect";
import type { GoogleDeps, SessionDeps } from "../session/deps";
import { firebaseCalls } from "../session/firebase-calls";
import { serverCalls } from "../session/server-calls";
import { createFlowGuard } from "../session/flow-guard";
import { watchIdentity } from "../session/watch-identity";
import { followIdentity } from "../session/identity-change";
import { signInWithEmail } from "../session/email-sign-in";
import { signUp } from "../session/sign-up";
import { startGoogle } from "../session/google-start";
import { completeGoogleRedirect } from "../session/google-return";
import { checkStuckRedirect } from "../session/stuck-redirect";
import { resetPassword } from "../session/password-reset";
import { signOut } from "../session/sign-out";
import { createAccountGoneHandler } from "../session/account-gone";
import { UidRepairStatus } from "./uid-repair-status";

interface State {
  status: SessionStatus;
  firebaseUser: User | null;
  user: UserRecord | null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: "loading", firebaseUser: null, user: null });
  const [googlePending, setGooglePending] = useState(() => {
    const markers = readRedirectMarkers(localStorage);
    return markers.pending || markers.fromHandler;
  });
  const [guard] = useState(createFlowGuard);
  // An account repair at work (its job), shown over the screen until it ends.
  const [repairJob, setRepairJob] = useState<JobView | null>(null);
  // Whether a session is signed in as of the last settle, ahead of the render that shows it.
  const signedIn = useRef(false);

  // The flows' toasts may come on any screen: have the auth texts of the interface language ready
  // (English is bundled; i18next loads the namespace again with every later language).
  useEffect(() => {
    void i18n.loadNamespaces("auth");
  }, []);

  const settle = useCallback((firebaseUser: User | null, user: UserRecord | null) => {
    signedIn.current = Boolean(firebaseUser && user);
    setState(
      firebaseUser && user
        ? { status: "signedIn", firebaseUser, user }
        : { status: "signedOut", firebaseUser: null, user: null },
    );
  }, []);

  const deps = useMemo<SessionDeps>(
    () => ({ auth: firebaseCalls, server: serverCalls, guard, settle, showRepair: setRepairJob }),
    [guard, settle],
  );
  const google = useMemo<GoogleDeps>(
    () => ({ ...deps, setGooglePending, replaceWith: (to) => void navigate(to, { replace: true }) }),
    [deps, navigate],
  );

  useEffect(
    () =>
      watchIdentity(
        (identity) => void followIdentity(deps, identity),
        () => settle(null, null),
      ),
    [deps, settle],
  );

  useEffect(() => {
    void completeGoogleRedirect(google);
  }, [google]);

  useEffect(() => {
    if (!googlePending) return;
    const timer = setInterval(() => checkStuckRedirect(google, Date.now()), STUCK_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [googlePending, google]);

  const logout = useCallback(
    ({ to = paths.auth.to(), quiet = false }: { to?: string; quiet?: boolean } = {}) =>
      signOut(deps, {
        quiet,
        // The session ends in the same render as the screen is left (React Router navigates in
        // a transition): ended first, the protected screen's guard would send the visitor to the
        // sign-in page, remembering the screen, whatever `to` says.
        leave: () => {
          startTransition(() => {
            settle(null, null);
            void navigate(to, { replace: true });
          });
          queryClient.clear();
        },
      }),
    [deps, navigate, queryClient, settle],
  );

  // The server says the account is being deleted or gone (403 ACCOUNT_GONE): the session ends.
  useEffect(
    () =>
      onAccountGone(
        createAccountGoneHandler({
          guard,
          signedIn: () => signedIn.current,
          endSession: () => logout({ quiet: true }),
        }),
      ),
    [guard, logout],
  );

  const refreshUser = useCallback(async (record?: UserRecord) => {
    const user = record ?? (await serverCalls.getCurrentUser());
    // Only for the identity it belongs to: a sign-out or another sign-in may have come between.
    setState((current) =>
      current.status === "signedIn" && current.user?.id === user.id ? { ...current, user } : current,
    );
  }, []);

  const flows = useMemo(
    () => ({
      signIn: (email: string, password: string) => signInWithEmail(deps, email, password),
      signUp: (username: string, email: string, password: string) => signUp(deps, username, email, password),
      startGoogle: (mode: "signIn" | "signUp") => startGoogle(google, mode),
      resetPassword: (email: string) => resetPassword(deps.auth, email),
    }),
    [deps, google],
  );

  const session = useMemo<Session>(
    () => ({ ...state, googlePending, ...flows, logout, refreshUser }),
    [state, googlePending, flows, logout, refreshUser],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      <UidRepairStatus job={repairJob} />
    </SessionContext.Provider>
  );
}
