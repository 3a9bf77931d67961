// The profile module's public face: the username, bio and avatar a reader shows others, and the
// refresh of every copy of their card after they change it.
export { avatarsRouter, profileRouter } from "./profile.routes";
export { cardCopiesRunner, refreshAfterChange } from "./card-copies.job";
export { profileOwnedData } from "./profile.owned-data";
