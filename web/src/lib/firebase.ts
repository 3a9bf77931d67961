// The Firebase app and Auth instance, and the Auth functions the app uses. Identity persists in
// local browser storage. Loaded only through lib/firebase-loader, never imported
// statically: the SDK stays out of the first bundle. The Google flow passes the popup/redirect
// resolver where it needs it, so initializeAuth does not set one up at start-up.
import { initializeApp } from "firebase/app";
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from "firebase/app-check";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import { appConfig } from "@/config/env";

export const firebaseApp = initializeApp(appConfig.firebase);

/**
 * App Check with reCAPTCHA Enterprise in production; none on the emulators (the api enforces it
 * only when deployed, and a debug token would have to be exchanged with App Check's servers). A
 * local build against a real project uses the debug provider through VITE_APPCHECK_DEBUG_TOKEN
 * (a token registered in the console's App Check debug tokens).
 */
function startAppCheck(): AppCheck | null {
  const settings = appConfig.appCheck;
  if (!settings) return null;
  if (settings.debugToken) {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken;
  }
  return initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

const appCheck = startAppCheck();

/** The App Check token for an api request's X-Firebase-AppCheck header; null without App Check. */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheck) return null;
  return (await getToken(appCheck)).token;
}

export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (appConfig.authEmulatorUrl) {
  connectAuthEmulator(auth, appConfig.authEmulatorUrl, { disableWarnings: true });
}

export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithRedirect,
  signOut,
  updateProfile,
  verifyBeforeUpdateEmail,
} from "firebase/auth";
