// The group-chats module's public face: chats among friends and their messages.
export { groupChatsRouter } from "./group-chats.routes";
export { createGroupChat, leaveGroupChat, sendMessage } from "./group-chats.service";
export { groupChatsOwnedData } from "./group-chats.owned-data";
export { groupChatCardPlaces } from "./group-chats.card-places";
