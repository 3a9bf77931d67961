// Settings → Account: the profile (username, e-mail, bio) and the avatar. Each answers with the
// updated user record. How avatars are stored and served: docs/decisions.md, Avatars.
import type { Request } from "express";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  ERROR_CODES,
  SIGN_UP_CONFLICT_MESSAGES,
  type Preferences,
  type UpdateProfileBody,
  type UserRecord,
} from "../../shared";
import type { Caller } from "../../types/express";
import { adminAuth } from "../../lib/firebase";
import { conflict, notFound } from "../../lib/errors";
import { readSingleFile } from "../../lib/multipart-file";
import { toAvatarImage } from "./avatar-image";
import { deleteAvatar, putAvatar } from "./avatars.repository";
import { refreshAfterChange } from "./card-copies.job";
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
import { addressInUseMail, queueMail } from "../mail";

const userNotFound = () => notFound("User not found");

/**
 * PATCH /api/user/profile. A new username is claimed and the old claim released in the
 * transaction that renames (409 when anyone else has it in any letter case); then the copies of
 * the card are refreshed. A new e-mail changes nothing here: the web app changes it through
 * Firebase Authentication's verify-before-update flow, and the sync after the person verifies it
 * copies it into the record (auth.service), so the record never names an address its owner has
 * not proved. The answer is the same whether the address has an account or not (else it would
 * tell anyone which addresses do); when it has one, its owner is told what happened, in the
 * transaction that saves the other fields. A new e-mail takes the emailChange allowance.
 */
export async function updateProfile(caller: Caller, body: UpdateProfileBody): Promise<UserRecord> {
  const { uid } = caller;
  const current = await getUser(uid);
  if (!current) throw userNotFound();
  const newEmail =
    body.email !== undefined && lowerKey(body.email) !== current.emailLower ? body.email.trim() : undefined;
  const renames = body.username !== undefined && body.username !== current.username;
  if (renames || newEmail) {
    await takeAllowance({ ...(renames ? { rename: uid } : {}), ...(newEmail ? { emailChange: uid } : {}) });
  }
  const inUse = newEmail === undefined ? undefined : await addressInUse(uid, newEmail);

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
    if (newEmail !== undefined && inUse) queueMail(tx.raw, addressInUseMail(newEmail, inUse.language));
    return { ...user, ...changes };
  }).catch(mapClaimRace);

  if (user.profileRefresh) await refreshAfterChange(uid);
  return toUserRecord(user, caller);
}

const usernameTaken = () =>
  conflict(SIGN_UP_CONFLICT_MESSAGES.usernameTaken, { code: ERROR_CODES.usernameTaken, field: "username" });

/**
 * Whether another record or another sign-in account has this address, with the language to tell
 * its owner in (their record's, when they have one); undefined when it is free or the caller's.
 */
async function addressInUse(
  uid: string,
  email: string,
): Promise<{ language: Preferences["language"] | undefined } | undefined> {
  let owner = await getEmailOwner(lowerKey(email));
  if (!owner) {
    try {
      owner = (await adminAuth().getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    }
  }
  if (!owner || owner === uid) return undefined;
  return { language: (await getUser(owner))?.preferences?.language };
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
