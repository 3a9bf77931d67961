// Who may sync the identity with the server, or end the session, at a given moment. The provider
// owns one guard for its lifetime, which is the page's.
// - A flow that syncs the identity itself (e-mail sign-in, sign-up, the Google return) runs
//   `during` the guard: meanwhile the identity listener and the Google stuck check leave the
//   identity alone. They would otherwise race the flow with a second sync, or sync an account
//   whose sign-up has created the identity but not yet set its name or its server record.
// - A sign-out runs `duringSignOut`: meanwhile a signed-out identity does not end the session, as
//   the sign-out ends it itself, together with leaving the screen.
// - The Google redirect's result is processed once: StrictMode runs effects twice, and the effect
//   runs again whenever the route changes while the markers are still there.

export interface FlowGuard {
  /** Runs a flow that syncs the identity itself; the guard is held from the call until it settles. */
  during<T>(flow: () => Promise<T>): Promise<T>;
  /** Runs a sign-out; the guard is held from the call until it settles. */
  duringSignOut<T>(signOut: () => Promise<T>): Promise<T>;
  /** True when no flow syncs the identity itself: the listener or the stuck check may. */
  maySync(): boolean;
  /** True unless a sign-out is under way: a signed-out identity may end the session. */
  mayEndSession(): boolean;
  /** True on the first call only: whoever gets it processes the Google redirect's result. */
  claimRedirect(): boolean;
}

export function createFlowGuard(): FlowGuard {
  let flows = 0;
  let signingOut = false;
  let redirectClaimed = false;
  return {
    async during(flow) {
      flows += 1;
      try {
        return await flow();
      } finally {
        flows -= 1;
      }
    },
    async duringSignOut(signOut) {
      signingOut = true;
      try {
        return await signOut();
      } finally {
        signingOut = false;
      }
    },
    maySync: () => flows === 0,
    mayEndSession: () => !signingOut,
    claimRedirect() {
      if (redirectClaimed) return false;
      redirectClaimed = true;
      return true;
    },
  };
}
