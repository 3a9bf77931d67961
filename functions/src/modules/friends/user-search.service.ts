// GET /api/users/search and /api/users/{id}: finding users and reading their public profiles,
// each with how the caller stands with them (which is why it lives beside friendships). Any
// signed-in user may find any other and read their public card (never their e-mail); an unknown
// id gets 404.
import { USER_SEARCH_MAX_RESULTS, type UserProfile, type UserSearchResult } from "../../shared";
import { notFound } from "../../lib/errors";
import { getUser, lowerKey, toCard, usersByUsernamePrefix } from "../users";
import { relationships } from "./friends.repository";

/**
 * Up to 20 users whose username starts with `q` (any case), never the caller, each with how the
 * caller stands with them. Reads: the matches (one more in case the caller is among them) and
 * one batched read of the pairs' states.
 */
export async function searchUsers(uid: string, q: string): Promise<UserSearchResult[]> {
  const found = await usersByUsernamePrefix(lowerKey(q), USER_SEARCH_MAX_RESULTS + 1);
  const others = found.filter((user) => user.id !== uid).slice(0, USER_SEARCH_MAX_RESULTS);
  const standing = await relationships(
    uid,
    others.map((user) => user.id),
  );
  return others.map((user) => ({ ...toCard(user.id, user), relationship: standing.get(user.id) ?? "none" }));
}

export async function userProfile(uid: string, id: string): Promise<UserProfile> {
  const user = await getUser(id);
  if (!user) throw notFound("User not found");
  const relationship = id === uid ? "self" : ((await relationships(uid, [id])).get(id) ?? "none");
  return {
    ...toCard(id, user),
    bio: user.bio ?? null,
    createdAt: user.createdAt.toDate().toISOString(),
    friendCount: Math.max(0, user.friendCount ?? 0),
    relationship,
  };
}
