// Group chats: the request schemas and the shapes the web app reads, from the API and from the live
// listener on a chat's latest messages.
import { z } from "zod";

export const GROUP_CHAT_NAME_MAX = 80;
/** Members of a chat, the creator included. */
export const GROUP_CHAT_MEMBERS_MIN = 2;
export const GROUP_CHAT_MEMBERS_MAX = 50;
export const GROUP_MESSAGE_MAX = 2000;
/** How many messages a page holds: the newest 50, older ones with `?before=`. */
export const GROUP_MESSAGES_PAGE = 50;
export const GROUP_CHATS_PAGE_DEFAULT = 20;
/** The reference client's chat polling interval, the fallback when the live listener fails. */
export const GROUP_CHAT_POLL_MS = 5000;

const uid = z.string().min(1).max(128);
const cursor = z.string().max(500).optional();

/** POST /api/group-chats: a name and the caller's friends to add (the caller is added too). */
export const createGroupChatBodySchema = z.strictObject({
  name: z
    .string({ error: "Please enter a group chat name." })
    .trim()
    .min(1, "Please enter a group chat name.")
    .max(GROUP_CHAT_NAME_MAX, `Group chat names are at most ${GROUP_CHAT_NAME_MAX} characters.`),
  memberIds: z
    .array(uid, { error: "Please choose the friends to add." })
    .min(1, "Please choose at least one friend.")
    .max(
      GROUP_CHAT_MEMBERS_MAX - 1,
      `A group chat has at most ${GROUP_CHAT_MEMBERS_MAX} members, you included.`,
    ),
});
export type CreateGroupChatBody = z.output<typeof createGroupChatBodySchema>;

/** POST /api/group-chats/{id}/messages. */
export const groupMessageContentSchema = z
  .string({ error: "Please enter a message." })
  .trim()
  .min(1, "Please enter a message.")
  .max(GROUP_MESSAGE_MAX, `Messages are at most ${GROUP_MESSAGE_MAX} characters.`);
export const sendGroupMessageBodySchema = z.strictObject({ content: groupMessageContentSchema });

/** GET /api/group-chats: the caller's chats, most recent activity first. */
export const groupChatsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(GROUP_CHATS_PAGE_DEFAULT),
  cursor,
});

/** GET /api/group-chats/{id}/messages: the newest page, or the page before `before`. */
export const groupMessagesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(GROUP_MESSAGES_PAGE).default(GROUP_MESSAGES_PAGE),
  before: cursor,
});

export interface ChatUser {
  id: string;
  username: string;
  avatar: string | null;
}

/**
 * A line the chat writes itself rather than a member's words: "left" says that `sender` left the
 * chat (its content is empty; the app words it in the reader's language).
 */
export type GroupMessageKind = "left";

export interface GroupMessage {
  id: string;
  content: string;
  /** ISO 8601. */
  createdAt: string;
  sender: ChatUser;
  /** Absent on a member's message; set on a line the chat writes itself. */
  kind?: GroupMessageKind;
}

export interface GroupChat {
  id: string;
  name: string;
  memberCount: number;
  createdBy: string;
  createdAt: string;
  lastMessage: Omit<GroupMessage, "id"> | null;
}

/** GET /api/group-chats/{id}/messages: oldest first; `nextCursor` is the `before` of older ones. */
export interface GroupMessagesPage {
  items: GroupMessage[];
  nextCursor: string | null;
}
