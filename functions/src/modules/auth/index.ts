// The auth module's public face: the user record kept in step with the verified Firebase token
// (sign-up, sign-in), and re-linking a record to a new Firebase uid of the same person.
export { authRouter } from "./auth.routes";
export { syncUser } from "./auth.service";
export { accountRepairRunner } from "./account-repair.job";
