// Where group chats keep copies of a user's card (lib/card-places.ts): the chat's member list
// (and its last message, when it is theirs), then each message they sent (a new message copies
// its sender from the chat, so chats come first).
import { db } from "../../lib/firebase";
import { cardAt, type CardPlace } from "../../lib/card-places";
import { GROUP_CHATS, MESSAGES } from "./group-chats.repository";

export const groupChatCardPlaces: readonly CardPlace[] = [
  {
    name: "groupChats.members",
    query: (uid) => db().collection(GROUP_CHATS).where("memberIds", "array-contains", uid),
    changes: (doc, uid, card) => [
      ...cardAt("members", uid)(doc, uid, card),
      ...(doc.get("lastMessage.sender.id") === uid ? cardAt("lastMessage", "sender")(doc, uid, card) : []),
    ],
  },
  {
    name: "groupChats/{id}/messages.sender",
    query: (uid) => db().collectionGroup(MESSAGES).where("senderId", "==", uid),
    changes: cardAt("sender"),
  },
];
