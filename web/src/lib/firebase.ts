// The Firebase app and Auth instance, and the Auth functions the app uses. Identity persists in
// local browser storage. Loaded only through lib/firebase-loader, never imported
// statically: the SDK stays out of the first bundle. The Google flow passes the popup/redirect
// resolver where it needs it, so initializeAuth does not set one up at start-up.
import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import { appConfig } from "@/config/env";

export const firebaseApp = initializeApp(appConfig.firebase);

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
