// The Firebase Auth calls of the session flows, over the SDK that loads on demand.
import { loadedAuth, loadFirebase } from "@/lib/firebase-loader";
import type { AuthCalls } from "./deps";

export const firebaseCalls: AuthCalls = {
  async signIn(email, password) {
    const { auth, signInWithEmailAndPassword } = await loadFirebase();
    return (await signInWithEmailAndPassword(auth, email, password)).user;
  },
  async createAccount(email, password) {
    const { auth, createUserWithEmailAndPassword } = await loadFirebase();
    return (await createUserWithEmailAndPassword(auth, email, password)).user;
  },
  async setDisplayName(identity, displayName) {
    const { updateProfile } = await loadFirebase();
    await updateProfile(identity, { displayName });
  },
  deleteIdentity: (identity) => identity.delete(),
  async sendEmailVerification(identity) {
    const { sendEmailVerification } = await loadFirebase();
    await sendEmailVerification(identity);
  },
  async sendPasswordReset(email) {
    const { auth, sendPasswordResetEmail } = await loadFirebase();
    await sendPasswordResetEmail(auth, email);
  },
  async signOut() {
    const { auth, signOut } = await loadFirebase();
    await signOut(auth);
  },
  async startGoogleRedirect() {
    const { auth, browserPopupRedirectResolver, GoogleAuthProvider, signInWithRedirect } =
      await loadFirebase();
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
  },
  async redirectResult() {
    const { auth, browserPopupRedirectResolver, getAdditionalUserInfo, getRedirectResult } =
      await loadFirebase();
    const result = await getRedirectResult(auth, browserPopupRedirectResolver);
    if (!result) return null;
    return { identity: result.user, isNewUser: () => getAdditionalUserInfo(result)?.isNewUser === true };
  },
  async restoredIdentity() {
    const { auth } = await loadFirebase();
    await auth.authStateReady();
    return auth.currentUser;
  },
  currentIdentity: () => loadedAuth()?.currentUser ?? null,
};
