// The auth module's public face: the user record kept in step with the verified Firebase token
// (sign-up, sign-in), re-linking a record to a new Firebase uid of the same person, and the
// browser extension's credentials (its sign-in token and its App Check token).
export { authRouter, extensionAppCheckRouter } from "./auth.routes";
export { syncUser } from "./auth.service";
export { accountRepairRunner } from "./account-repair.job";
