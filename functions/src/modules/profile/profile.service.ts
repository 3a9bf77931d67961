// Settings → Account: the profile (username, e-mail, bio) and the avatar. Each answers with the
// updated user record. How avatars are stored and served: docs/decisions.md, Avatars.
import type { Request } from "express";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  ERROR_CODES,
  SIGN_UP_CONFLICT_MESSAGES,
  type UpdateProfileBody,
  type UserRecord,
} from "../../shared";
import type { Caller } from "../../types/express";
import { adminAuth } from "../../lib/firebase";
import { conflict, notFound } from "../../lib/errors";
import { readSingleFile } from "../../lib/multipart-file";
import { toAvatarImage } from "./avatar-image";
import { deleteAvatar, putAvatar } from "./avatars.repository";
import { refreshAfterChange } from "./card-copies";
import {
  REFRESH_FROM_START,
  getEmailOwner,
  getUser,
  lowerKey,
  runUserTransaction,
  type UserDoc,
  type UserTransaction,
  mapClaimRace,
  toUserRecord,
  avatarUrl,
} from "../users";
import { takeAllowance } from "../rate-limits";

const userNotFound = () => notFound("User not found");

/**
 * PATCH /api/user/profile. A new username is claimed and the old claim released in the
 * transaction that renames (409 when anyone else has it in any letter case); then the copies of
 * the card are refreshed. A new e-mail is only checked (409 when another account uses it): the
 * web app changes it through Firebase Authentication's verify-before-update flow, and the sync
 * after the person verifies it copies it into the record (auth.service), so the record never
 * names an address its owner has not proved.
 */
export async function updateProfile(caller: Caller, body: UpdateProfileBody): Promise<UserRecord> {
  const { uid } = caller;
  const current = await getUser(uid);
  if (!current) throw userNotFound();
  if (body.email !== undefined) await assertEmailFree(uid, body.email, current);
  if (body.username !== undefined && body.username !== current.username) await takeAllowance({ rename: uid });

  const user = await runUserTransaction(async (tx) => {
    const user = await tx.getUser(uid);
    if (!user) throw userNotFound();
    const changes: Partial<UserDoc> = {};
    if (body.username !== undefined && body.username !== user.username) {
      const usernameLower = lowerKey(body.username);
      if (usernameLower !== user.usernameLower) {
        const owner = (await tx.getUsernameOwners([usernameLower])).get(usernameLower);
        if (owner && owner !== uid) throw usernameTaken();
        tx.releaseUsername(user.usernameLower);
        // create() is the guard against a rename racing a sign-up for the same name.
        if (owner === uid) tx.reassignUsername(usernameLower, uid);
        else tx.claimUsername(usernameLower, uid);
      }
      Object.assign(changes, { username: body.username, usernameLower, profileRefresh: REFRESH_FROM_START });
    }
    // An emptied bio is no bio, as a new account has.
    if (body.bio !== undefined) changes.bio = body.bio === "" ? null : body.bio;
    if (Object.keys(changes).length > 0) tx.updateUser(uid, changes);
    return { ...user, ...changes };
  }).catch(mapClaimRace);

  if (user.profileRefresh) await refreshAfterChange(uid);
  return toUserRecord(user, caller);
}

const usernameTaken = () =>
  conflict(SIGN_UP_CONFLICT_MESSAGES.usernameTaken, { code: ERROR_CODES.usernameTaken, field: "username" });

/**
 * 409 when another record or another sign-in account has this address; the caller's own current
 * address (any case) is always fine. Firebase Authentication would refuse such a change too, but
 * only after the person waited for a verification e-mail that never comes.
 */
async function assertEmailFree(uid: string, email: string, current: UserDoc): Promise<void> {
  const emailLower = lowerKey(email);
  if (emailLower === current.emailLower) return;
  const taken = () =>
    conflict(SIGN_UP_CONFLICT_MESSAGES.emailTaken, { code: ERROR_CODES.emailTaken, field: "email" });
  const owner = await getEmailOwner(emailLower);
  if (owner && owner !== uid) throw taken();
  try {
    const account = await adminAuth().getUserByEmail(email);
    if (account.uid !== uid) throw taken();
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}

/**
 * POST /api/user/avatar: reads the one image (5 MB at most), re-encodes it (avatar-image.ts) and
 * stores it with the record's new URL in one transaction; bad input changes nothing.
 */
export async function setAvatar(caller: Caller, req: Request): Promise<UserRecord> {
  const { uid } = caller;
  const upload = await readSingleFile(req, {
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: AVATAR_TOO_LARGE,
    notMultipart: "Send the picture as multipart/form-data with a part named file.",
    oneAtATime: "Upload one picture at a time.",
    noFile: "No file selected. Please choose a picture.",
  });
  if (!(await getUser(uid))) throw userNotFound();
  await takeAllowance({ avatar: uid });
  const image = await toAvatarImage(upload);
  const user = await changeAvatar(uid, (tx) => {
    putAvatar(tx.raw, uid, image.webp, image.version);
    return avatarUrl(uid, image.version);
  });
  if (user.profileRefresh) await refreshAfterChange(uid);
  return toUserRecord(user, caller);
}

/** DELETE /api/user/avatar: back to initials, for good (sign-in no longer fills it from Google). */
export async function removeAvatar(caller: Caller): Promise<UserRecord> {
  const { uid } = caller;
  if (!(await getUser(uid))) throw userNotFound();
  await takeAllowance({ avatar: uid });
  const user = await changeAvatar(uid, (tx) => {
    deleteAvatar(tx.raw, uid);
    return null;
  });
  if (user.profileRefresh) await refreshAfterChange(uid);
  return toUserRecord(user, caller);
}

/** Writes the avatar `write` returns on the record; a changed one starts the copies' refresh. */
function changeAvatar(uid: string, write: (tx: UserTransaction) => string | null): Promise<UserDoc> {
  return runUserTransaction(async (tx) => {
    const user = await tx.getUser(uid);
    if (!user) throw userNotFound();
    const avatar = write(tx);
    const changes: Partial<UserDoc> = { avatar, avatarSetByUser: true };
    if (avatar !== (user.avatar ?? null)) changes.profileRefresh = REFRESH_FROM_START;
    tx.updateUser(uid, changes);
    return { ...user, ...changes };
  });
}
