// The Firebase app and Auth instance. Identity persists in local browser storage (spec 9).
// initializeAuth with only local persistence keeps the popup/redirect code out of the first
// bundle; the Google flow passes its resolver when it needs it.
import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import { appConfig } from "@/config/env";

export const firebaseApp = initializeApp(appConfig.firebase);

export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (appConfig.authEmulatorUrl) {
  connectAuthEmulator(auth, appConfig.authEmulatorUrl, { disableWarnings: true });
}
