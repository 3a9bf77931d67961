// Where friendships keep copies of a user's card (lib/card-places.ts): each friend's link to
// them (first of all places: new chats and spurqs copy the card from it), and the requests.
import { db } from "../../lib/firebase";
import { cardAt, type CardPlace } from "../../lib/card-places";
import { FRIENDS, FRIEND_REQUESTS } from "./friends.repository";

export const friendLinkCardPlaces: readonly CardPlace[] = [
  {
    name: "users/{friend}/friends/{uid}",
    query: (uid) => db().collectionGroup(FRIENDS).where("friendId", "==", uid),
    changes: cardAt(),
  },
];

export const friendRequestCardPlaces: readonly CardPlace[] = [
  {
    name: "friendRequests.sender",
    query: (uid) => db().collection(FRIEND_REQUESTS).where("senderId", "==", uid),
    changes: cardAt("sender"),
  },
  {
    name: "friendRequests.receiver",
    query: (uid) => db().collection(FRIEND_REQUESTS).where("receiverId", "==", uid),
    changes: cardAt("receiver"),
  },
];
