// The profile module's public face: the username, bio and avatar a reader shows others, and the
// refresh of every copy of their card after they change it.
export { avatarsRouter, profileRouter } from "./profile.routes";
export { refreshAfterChange } from "./card-copies";
export { profileOwnedData } from "./profile.owned-data";
