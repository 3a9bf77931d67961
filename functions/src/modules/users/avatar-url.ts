// The user record's `avatar` names an uploaded picture by its public address,
// /api/avatars/{uid}?v={version}: the version makes each image's URL its own, so it can be cached
// for ever. Other avatars (a Google profile photo) are full https URLs kept as they are.
export const avatarPath = (uid: string) => `/api/avatars/${encodeURIComponent(uid)}`;

/** The public address of an avatar: the version makes each image's URL its own (and cacheable for ever). */
export const avatarUrl = (uid: string, version: string) =>
  `${avatarPath(uid)}?v=${encodeURIComponent(version)}`;

/**
 * Account repair moves a record to a new uid: an uploaded avatar's URL names the uid, so it
 * follows (the image moves with the owned data). Other URLs (a Google photo) stay as they are.
 */
export function movedAvatarUrl(url: string | null, from: string, to: string): string | null {
  const prefix = `${avatarPath(from)}?`;
  return url?.startsWith(prefix) ? `${avatarPath(to)}?${url.slice(prefix.length)}` : url;
}
