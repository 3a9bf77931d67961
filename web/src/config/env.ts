// The Firebase web config, chosen once at start-up, in this one file. Pages served from
// localhost/127.0.0.1, and builds without production config, talk to the local emulators under the
// `demo-spurq` project id (a `demo-` project can never reach a real one).

export const EMULATOR_PROJECT_ID = "demo-spurq";
export const AUTH_EMULATOR_URL = "http://127.0.0.1:9099";
/** The Firestore emulator, which the two live listeners use on the emulators (firebase.json). */
export const FIRESTORE_EMULATOR = { host: "127.0.0.1", port: 8080 } as const;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  messagingSenderId?: string;
}

export interface AppConfig {
  firebase: FirebaseWebConfig;
  /** Set when the app must use the Auth emulator. */
  authEmulatorUrl: string | null;
  /** Set when the live listeners must use the Firestore emulator. */
  firestoreEmulator: { host: string; port: number } | null;
  /**
   * App Check in production (docs/production.md, App Check): the reCAPTCHA Enterprise site key,
   * and a debug token for a local build run against a real project. Null on the emulators, where
   * the api does not enforce it and nothing can reach App Check's servers.
   */
  appCheck: { siteKey: string; debugToken: string | null } | null;
}

type Env = Partial<Record<string, string | undefined>>;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Picks emulator or production config from the build env and the page's host. */
export function chooseConfig(env: Env, location: { hostname: string; host: string }): AppConfig {
  const production = {
    apiKey: env.VITE_FIREBASE_API_KEY?.trim() ?? "",
    // Defaults to the page's own host: redirect sign-in needs the app's own Hosting domain
    // (docs/decisions.md, Security headers), not <project>.firebaseapp.com, in browsers that partition
    // storage.
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || location.host,
    projectId: env.VITE_FIREBASE_PROJECT_ID?.trim() ?? "",
  };
  const hasProductionConfig = Boolean(production.apiKey || production.projectId);
  if (!hasProductionConfig || LOCAL_HOSTS.has(location.hostname)) {
    return {
      firebase: { apiKey: "demo-api-key", authDomain: location.host, projectId: EMULATOR_PROJECT_ID },
      authEmulatorUrl: AUTH_EMULATOR_URL,
      firestoreEmulator: FIRESTORE_EMULATOR,
      appCheck: null,
    };
  }
  const missing = Object.entries(production)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) {
    throw new Error(`Incomplete Firebase config: missing ${missing.join(", ")} (see web/.env.example).`);
  }
  return {
    firebase: {
      ...production,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
      ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID
        ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID }
        : {}),
    },
    authEmulatorUrl: null,
    firestoreEmulator: null,
    appCheck: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim()
      ? {
          siteKey: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY.trim(),
          debugToken: env.VITE_APPCHECK_DEBUG_TOKEN?.trim() || null,
        }
      : null,
  };
}

export const appConfig: AppConfig = chooseConfig(import.meta.env, window.location);
