// Query keys of the group chats slice, each under its URL.
export const GROUP_CHATS_URL = "/api/group-chats";
export const groupChatUrl = (id: string) => `${GROUP_CHATS_URL}/${encodeURIComponent(id)}`;
export const groupMessagesUrl = (id: string) => `${groupChatUrl(id)}/messages`;
/** The caller's own membership of a chat (DELETE: leave it). */
export const myMembershipUrl = (id: string) => `${groupChatUrl(id)}/members/me`;
