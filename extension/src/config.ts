// Where the extension's Spurq lives, fixed at build time (scripts/build.mjs): the app's origin
// (the only origin whose pages may message the extension, and the API's), the Firebase Web API
// key, and the Auth emulator when the app is a local one. Nothing is read at run time.

declare const __SPURQ_APP_ORIGIN__: string;
declare const __SPURQ_FIREBASE_API_KEY__: string;
declare const __SPURQ_AUTH_EMULATOR__: string;
declare const __SPURQ_OPEN_SHADOW__: boolean;
declare const __SPURQ_APP_CHECK__: boolean;

/** Spurq's origin, e.g. http://127.0.0.1:5000 or https://spurq.web.app (no trailing slash). */
export const APP_ORIGIN = __SPURQ_APP_ORIGIN__;
export const FIREBASE_API_KEY = __SPURQ_FIREBASE_API_KEY__;
/** The Auth emulator's origin for a local build, empty for production. */
export const AUTH_EMULATOR = __SPURQ_AUTH_EMULATOR__;

/**
 * Whether the extension's shadow roots on web pages (the toolbar, the panel, avatars) are open.
 * A store build closes them, so the page's own scripts cannot read friends' names and comments;
 * the local build opens them, so the browser journeys can find and check what is inside.
 */
export const OPEN_SHADOW_ROOTS = __SPURQ_OPEN_SHADOW__;

/**
 * Whether api calls carry an App Check token (background/app-check.ts): a build for a Spurq whose
 * api enforces App Check sets SPURQ_APP_CHECK=true. Off for local builds, where the emulators
 * never enforce it, so `npm start` and `npm test` need no token.
 */
export const APP_CHECK = __SPURQ_APP_CHECK__;

/** Firebase Auth's REST endpoints (the emulator serves the same paths under its own origin). */
export const IDENTITY_TOOLKIT = AUTH_EMULATOR
  ? `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`
  : "https://identitytoolkit.googleapis.com/v1";
export const SECURE_TOKEN = AUTH_EMULATOR
  ? `${AUTH_EMULATOR}/securetoken.googleapis.com/v1`
  : "https://securetoken.googleapis.com/v1";

/** The web app's screens the extension opens (hash routes, as web/src/config/paths.ts has them). */
export const appLinks = {
  connect: (extensionId: string, state: string) =>
    `${APP_ORIGIN}/#/extension/connect?${new URLSearchParams({ extension: extensionId, state })}`,
  article: (id: string) => `${APP_ORIGIN}/#/articles/${encodeURIComponent(id)}`,
};
