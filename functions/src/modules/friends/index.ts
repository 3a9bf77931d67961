// The friends module's public face: friendships and friend requests, and finding users with how
// the caller stands with them.
export * from "./friends.service";
export { friendsRouter } from "./friends.routes";
export { usersRouter } from "./users.routes";
export { friendsOwnedData } from "./friends.owned-data";
export { friendLinkCardPlaces, friendRequestCardPlaces } from "./friends.card-places";
export type { FriendLinkDoc } from "./friends.repository";
