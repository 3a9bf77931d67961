// Where spurqs keep copies of a user's card (lib/card-places.ts): as sender, as recipient, and
// as the author of each reply.
import { db } from "../../lib/firebase";
import { cardAt, type CardPlace } from "../../lib/card-places";
import { REPLIES, SPURQS } from "./spurqs.repository";

export const spurqCardPlaces: readonly CardPlace[] = [
  {
    name: "spurqs.sender",
    query: (uid) => db().collection(SPURQS).where("senderId", "==", uid),
    changes: cardAt("sender"),
  },
  {
    name: "spurqs.recipient",
    query: (uid) => db().collection(SPURQS).where("recipientId", "==", uid),
    changes: cardAt("recipient"),
  },
  {
    name: "spurqs/{id}/replies.user",
    query: (uid) => db().collectionGroup(REPLIES).where("user.id", "==", uid),
    changes: cardAt("user"),
  },
];
