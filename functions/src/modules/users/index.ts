// The users module's public face: user records, their cards and the username and e-mail claims.
export * from "./users.service";
export type { ProfileRefresh, UserDoc } from "./users.repository";
