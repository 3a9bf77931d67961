// Friends, friend requests and people: the request bodies and queries both sides validate with, and
// the shapes the server answers with.
import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ArticleUser } from "./articles";

/** User search: at least 2 trimmed characters (as the reference client), at most 20 people. */
export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_MAX_RESULTS = 20;
export const USER_SEARCH_TOO_SHORT = `Please enter at least ${USER_SEARCH_MIN} characters.`;

const userId = z.string({ error: "Choose a user." }).min(1, "Choose a user.").max(128);

/** POST /api/friends/requests. */
export const sendFriendRequestBodySchema = z.strictObject({ receiverId: userId });

/** PATCH /api/friends/requests/{id}: the receiver answers. */
export const FRIEND_REQUEST_ANSWERS = ["accepted", "rejected"] as const;
export const answerFriendRequestBodySchema = z.strictObject({
  status: z.enum(FRIEND_REQUEST_ANSWERS, { error: "Status must be accepted or rejected." }),
});

/** PATCH /api/friends/{id}/mute. */
export const muteFriendBodySchema = z.strictObject({
  isMuted: z.boolean({ error: "isMuted must be true or false." }),
});

/** Friends and requests are paged like the article lists. */
export const friendsPageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(500).optional(),
});

/** GET /api/users/search?q=: a case-insensitive username prefix. */
export const userSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: USER_SEARCH_TOO_SHORT })
    .trim()
    .min(USER_SEARCH_MIN, USER_SEARCH_TOO_SHORT)
    .max(50, "Searches are at most 50 characters."),
});

// ---- Responses ----

/** A person as a card shows them. */
export type UserCard = ArticleUser;

/** How the caller stands with another user; `self` only on one's own profile. */
export const RELATIONSHIPS = ["friend", "outgoing", "incoming", "none"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** GET /api/friends items; `id` is the friend's uid, which mute and remove take. */
export interface FriendLink {
  id: string;
  friend: UserCard;
  isMuted: boolean;
}

export type FriendRequestStatus = "pending" | "accepted" | "rejected";

export interface IncomingFriendRequest {
  id: string;
  sender: UserCard;
  status: FriendRequestStatus;
  createdAt: string;
}

export interface OutgoingFriendRequest {
  id: string;
  receiver: UserCard;
  status: FriendRequestStatus;
  createdAt: string;
}

/**
 * POST /api/friends/requests: 201 `{ id, status: "pending" }` for a new request, or 200
 * `{ id, status: "accepted" }` when the receiver had already asked the caller and that request
 * was accepted instead.
 */
export interface SentFriendRequest {
  id: string;
  status: "pending" | "accepted";
}

export interface UserSearchResult extends UserCard {
  relationship: Relationship;
}

/** GET /api/users/{id}. */
export interface UserProfile extends UserCard {
  bio: string | null;
  createdAt: string;
  friendCount: number;
  relationship: Relationship | "self";
}
