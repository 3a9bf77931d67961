// The session and every sign-in and sign-up flow (spec 4, Session; spec 8, Sign-in and sign-up).
// A flow that syncs with the server itself (sign-in, sign-up, the Google return) holds
// `flowsActive`, so the identity listener does not race it with a second sync.
// The Auth SDK is not in the first bundle (lib/firebase-loader): the listener attaches when it has
// loaded, which is at once when a session may exist, and each flow awaits it.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";
import { firebaseLoaded, loadedAuth, loadFirebase, type Firebase } from "@/lib/firebase-loader";
import { SessionContext, type Session, type SessionStatus } from "@/lib/auth-context";
import { toast } from "@/components/ui/toast-store";
import { browserLanguage, currentLanguage, i18n, preferenceOf } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { syncUser } from "../api/sync-user";
import { getCurrentUser } from "../api/get-current-user";
import { fixCurrentUid } from "../api/fix-current-uid";
import {
  loginErrorMessage,
  needsEmailVerification,
  needsUidRepair,
  registrationErrorMessage,
  serverErrorText,
  signUpSyncErrorMessage,
} from "../errors";
import {
  clearRedirectMarkers,
  readRedirectMarkers,
  setRedirectMarkers,
  STUCK_CHECK_INTERVAL_MS,
  stuckCheck,
} from "../google-redirect";
import { mayHaveSession } from "../may-have-session";
import { forgetInviteCode, pendingInviteCode } from "../invite-code";
import { browserTimeZone, markCheckedIn } from "../check-in";

interface State {
  status: SessionStatus;
  firebaseUser: User | null;
  user: UserRecord | null;
}

/** The redirect result is processed once per page load (StrictMode mounts effects twice). */
let redirectProcessingStarted = false;

/** Raised after a failed flow whose toasts were already shown. */
export class FlowError extends Error {}

const destructive = (title: string, description?: string) =>
  toast({ title, ...(description ? { description } : {}), variant: "destructive" });

/** A text of the auth namespace, in the interface language (the provider loads the namespace). */
const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(`auth:${key}`, options);

function syncBody(user: User, isNewAccount: boolean, displayName?: string) {
  const inviteCode = pendingInviteCode(localStorage);
  // The user's days (streaks, daily statistics) follow the browser's time zone (issue 11).
  const timeZone = browserTimeZone();
  return {
    email: user.email,
    displayName: displayName ?? user.displayName,
    photoURL: user.photoURL,
    isNewAccount,
    ...(inviteCode ? { inviteCode } : {}),
    ...(timeZone ? { timeZone } : {}),
    // A new account starts in the browser's language (issue 12); the server keeps an existing
    // account's own choice, and only the server knows whether the account is new.
    language: preferenceOf(browserLanguage() ?? currentLanguage()),
  };
}

/**
 * Syncs the identity with the server, carrying the code of the invitation link the visitor came
 * through; the code is spent by then (a new account redeemed it, an existing one has no use for it).
 * The sync also reported today's sign-in, so the shell's daily check-in need not repeat it.
 */
async function sync(user: User, isNewAccount: boolean, displayName?: string): Promise<UserRecord> {
  const record = await syncUser(syncBody(user, isNewAccount, displayName));
  forgetInviteCode(localStorage);
  markCheckedIn(user.uid);
  return record;
}

/**
 * Re-links the record when the server says its e-mail belongs to an older uid (spec 7). The
 * server does that only for a verified e-mail (else whoever signs up with a deleted account's
 * address would inherit it): an unverified one gets the verification e-mail, and the person
 * signs in again once they have opened it. Null after the toasts were shown.
 */
async function repairUid(user: User): Promise<UserRecord | null> {
  try {
    const record = await fixCurrentUid({ email: user.email ?? "", newFirebaseUid: user.uid });
    toast({ title: text("toasts.accountRecovered") });
    return record;
  } catch (error) {
    if (needsEmailVerification(error)) await askToVerifyEmail(user);
    else destructive(text("toasts.accountError"), text("toasts.accountErrorDescription"));
    return null;
  }
}

/** Long enough to read the address and what to do. */
const VERIFY_TOAST_DURATION_MS = 15_000;

async function askToVerifyEmail(user: User): Promise<void> {
  try {
    const { sendEmailVerification } = await loadFirebase();
    await sendEmailVerification(user);
    toast({
      title: text("toasts.verifyEmail"),
      description: text("toasts.verifyEmailSent", { email: user.email ?? text("toasts.yourEmailAddress") }),
      duration: VERIFY_TOAST_DURATION_MS,
    });
  } catch {
    destructive(text("toasts.verifyEmail"), text("toasts.verifyEmailNotSent"));
  }
}

/**
 * A change of identity fetches the server user; if that fails, it syncs (spec 4). A sync whose
 * error asks for it runs the uid repair. Null after the failure toasts were shown.
 */
async function ensureServerUser(user: User): Promise<UserRecord | null> {
  let record: UserRecord;
  try {
    record = await getCurrentUser();
  } catch {
    try {
      return await sync(user, false);
    } catch (error) {
      if (needsUidRepair(error)) return repairUid(user);
      destructive(text("toasts.loginSyncFailed"), serverErrorText(error) ?? text("errors.syncFailed"));
      return null;
    }
  }
  return followVerifiedEmail(user, record);
}

/**
 * Settings changes an e-mail through Firebase's verify-before-update link; the server copies a
 * verified new address into the record only at a sync, so the first sign-in after the link was
 * opened syncs. A failure keeps the record as it is: the address follows at a later sign-in.
 */
async function followVerifiedEmail(user: User, record: UserRecord): Promise<UserRecord> {
  const changed = user.emailVerified && user.email && user.email.toLowerCase() !== record.email.toLowerCase();
  if (!changed) return record;
  return sync(user, false).catch(() => record);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: "loading", firebaseUser: null, user: null });
  const [googlePending, setGooglePending] = useState(() => {
    const markers = readRedirectMarkers(localStorage);
    return markers.pending || markers.fromHandler;
  });
  const flowsActive = useRef(0);
  const signingOut = useRef(false);

  // The flows' toasts may come on any screen: have the auth texts of the interface language ready
  // (English is bundled; i18next loads the namespace again with every later language).
  useEffect(() => {
    void i18n.loadNamespaces("auth");
  }, []);

  const settle = useCallback((firebaseUser: User | null, user: UserRecord | null) => {
    setState(
      firebaseUser && user
        ? { status: "signedIn", firebaseUser, user }
        : { status: "signedOut", firebaseUser: null, user: null },
    );
  }, []);

  /** Gives up on an identity without a server record, so the visitor can try again. */
  const dropIdentity = useCallback(async () => {
    const { auth, signOut } = await loadFirebase();
    await signOut(auth).catch(() => undefined);
    settle(null, null);
  }, [settle]);

  // Identity changes: fetch (or sync) the server user unless a flow does it itself.
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let mounted = true;
    // Registered before any flow can await the SDK, so the listener is in place when a flow signs in.
    firebaseLoaded().then(
      ({ auth, onAuthStateChanged }) => {
        if (!mounted) return;
        unsubscribe = onAuthStateChanged(auth, (firebaseUser) => {
          if (!firebaseUser) {
            // A logout ends the session itself, together with leaving the screen.
            if (!signingOut.current) settle(null, null);
            return;
          }
          if (flowsActive.current > 0) return;
          void ensureServerUser(firebaseUser).then(async (user) => {
            if (auth.currentUser?.uid !== firebaseUser.uid) return;
            if (user) settle(firebaseUser, user);
            else await dropIdentity();
          });
        });
      },
      (error: unknown) => {
        console.error("The sign-in service failed to load", error);
        if (mounted) settle(null, null);
      },
    );
    // A session to restore cannot wait; otherwise a screen asks for the SDK when it needs it.
    if (mayHaveSession()) void loadFirebase().catch(() => undefined);
    return () => {
      mounted = false;
      unsubscribe?.();
    };
  }, [settle, dropIdentity]);

  const finishGoogle = useCallback(
    async (firebaseUser: User, isNewAccount: boolean) => {
      let user: UserRecord | null = null;
      try {
        user = await sync(firebaseUser, isNewAccount);
      } catch (error) {
        if (needsUidRepair(error)) user = await repairUid(firebaseUser);
        else
          destructive(
            text("toasts.googleSyncFailed"),
            serverErrorText(error) ?? text("toasts.googleSyncFailedDescription"),
          );
      }
      if (!user) {
        clearRedirectMarkers(localStorage);
        setGooglePending(false);
        await dropIdentity();
        return;
      }
      clearRedirectMarkers(localStorage);
      settle(firebaseUser, user);
      setGooglePending(false);
      toast({ title: isNewAccount ? text("toasts.googleAccountCreated") : text("toasts.googleWelcomeBack") });
      navigate(paths.home.to(), { replace: true });
    },
    [dropIdentity, navigate, settle],
  );

  // Return from the Google redirect: process the result, sync, go home (spec 4).
  useEffect(() => {
    const markers = readRedirectMarkers(localStorage);
    if ((!markers.pending && !markers.fromHandler) || redirectProcessingStarted) return;
    redirectProcessingStarted = true;
    flowsActive.current += 1;
    void (async () => {
      try {
        const { auth, browserPopupRedirectResolver, getAdditionalUserInfo, getRedirectResult } =
          await loadFirebase();
        const result = await getRedirectResult(auth, browserPopupRedirectResolver);
        if (result) {
          const isNew = markers.isNewAccount || getAdditionalUserInfo(result)?.isNewUser === true;
          await finishGoogle(result.user, isNew);
          return;
        }
        await auth.authStateReady();
        if (auth.currentUser) await finishGoogle(auth.currentUser, markers.isNewAccount);
        // Otherwise the stuck check decides (the visitor may come back from the provider's page).
      } catch (error) {
        console.error("Google redirect processing failed", error);
        clearRedirectMarkers(localStorage);
        setGooglePending(false);
        destructive(text("toasts.authenticationFailed"));
        if (loadedAuth()?.currentUser) await dropIdentity();
      } finally {
        flowsActive.current -= 1;
      }
    })();
  }, [finishGoogle, dropIdentity]);

  // The stuck check: every 5 s while a redirect is pending (spec 9: 10 s and 30 s thresholds).
  useEffect(() => {
    if (!googlePending) return;
    const timer = setInterval(() => {
      const { startedAt } = readRedirectMarkers(localStorage);
      const current = loadedAuth()?.currentUser ?? null;
      const decision = stuckCheck(startedAt, Date.now(), current !== null);
      if (decision === "wait") return;
      clearRedirectMarkers(localStorage);
      setGooglePending(false);
      if (decision === "goHome") {
        if (current && flowsActive.current === 0) {
          void ensureServerUser(current).then((user) => (user ? settle(current, user) : dropIdentity()));
        }
        navigate(paths.home.to(), { replace: true });
      } else {
        navigate(paths.auth.to(), { replace: true });
      }
    }, STUCK_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [googlePending, navigate, settle, dropIdentity]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      flowsActive.current += 1;
      try {
        let firebaseUser: User;
        try {
          const { auth, signInWithEmailAndPassword } = await loadFirebase();
          firebaseUser = (await signInWithEmailAndPassword(auth, email, password)).user;
        } catch (error) {
          destructive(text("toasts.loginFailed"), loginErrorMessage(error));
          throw new FlowError(loginErrorMessage(error));
        }
        const user = await ensureServerUser(firebaseUser);
        if (!user) {
          await dropIdentity();
          throw new FlowError(text("toasts.loginSyncFailed"));
        }
        settle(firebaseUser, user);
        toast({ title: text("toasts.welcomeBack") });
      } finally {
        flowsActive.current -= 1;
      }
    },
    [dropIdentity, settle],
  );

  const signUp = useCallback(
    async (username: string, email: string, password: string) => {
      flowsActive.current += 1;
      try {
        let firebase: Firebase;
        let firebaseUser: User;
        try {
          firebase = await loadFirebase();
          firebaseUser = (await firebase.createUserWithEmailAndPassword(firebase.auth, email, password)).user;
        } catch (error) {
          const message = registrationErrorMessage(error);
          destructive(text("toasts.signUpFailed"), message);
          throw new FlowError(message);
        }
        const { auth, signOut, updateProfile } = firebase;
        try {
          await updateProfile(firebaseUser, { displayName: username });
          const user = await sync(firebaseUser, true, username);
          settle(firebaseUser, user);
          toast({
            title: text("toasts.accountCreated"),
            description: text("toasts.accountCreatedDescription"),
          });
        } catch (error) {
          const message = signUpSyncErrorMessage(error);
          destructive(text("toasts.accountCreationIssue"), message);
          // The identity without a server record would be unusable: delete it (spec 8).
          await firebaseUser.delete().catch(() => signOut(auth));
          settle(null, null);
          destructive(text("toasts.signUpFailed"), message);
          throw new FlowError(message);
        }
      } finally {
        flowsActive.current -= 1;
      }
    },
    [settle],
  );

  const startGoogle = useCallback(async (mode: "signIn" | "signUp") => {
    setRedirectMarkers(localStorage, mode, window.location.hash || "#/auth", Date.now());
    setGooglePending(true);
    try {
      const { auth, browserPopupRedirectResolver, GoogleAuthProvider, signInWithRedirect } =
        await loadFirebase();
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: "select_account" });
      await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    } catch (error) {
      console.error("Google redirect failed to start", error);
      clearRedirectMarkers(localStorage);
      setGooglePending(false);
      destructive(mode === "signUp" ? text("toasts.googleSignUpFailed") : text("toasts.googleSignInFailed"));
    }
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    try {
      const { auth, sendPasswordResetEmail } = await loadFirebase();
      await sendPasswordResetEmail(auth, email);
      toast({ title: text("toasts.resetSent"), description: text("toasts.resetSentDescription") });
    } catch (error) {
      destructive(text("toasts.resetFailed"), (error as Error).message);
      throw error;
    }
  }, []);

  const logout = useCallback(
    async ({ to = paths.auth.to(), quiet = false }: { to?: string; quiet?: boolean } = {}) => {
      try {
        const { auth, signOut } = await loadFirebase();
        signingOut.current = true;
        try {
          await signOut(auth);
        } finally {
          signingOut.current = false;
        }
        // The session ends in the same render as the screen is left (React Router navigates in
        // a transition): ended first, the protected screen's guard would send the visitor to the
        // sign-in page, remembering the screen, whatever `to` says.
        startTransition(() => {
          settle(null, null);
          void navigate(to, { replace: true });
        });
        queryClient.clear();
        if (!quiet) toast({ title: text("toasts.loggedOut") });
      } catch (error) {
        destructive(text("toasts.logoutFailed"), (error as Error).message);
      }
    },
    [navigate, queryClient, settle],
  );

  const refreshUser = useCallback(async (record?: UserRecord) => {
    const user = record ?? (await getCurrentUser());
    // Only for the identity it belongs to: a sign-out or another sign-in may have come between.
    setState((current) =>
      current.status === "signedIn" && current.user?.id === user.id ? { ...current, user } : current,
    );
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, googlePending, signIn, signUp, startGoogle, resetPassword, logout, refreshUser }),
    [state, googlePending, signIn, signUp, startGoogle, resetPassword, logout, refreshUser],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
