// The two ends of account repair (auth.service.ts, fixCurrentUid; account-repair.job.ts): the
// record of an e-mail is marked as moving to a new uid before any data moves, and moves itself,
// with its username and e-mail claims, only after all of it has. Until then the e-mail still names
// the old uid, so a sync keeps answering EMAIL_LINKED_TO_OTHER_UID and the client asks again.
import { ERROR_CODES } from "../../shared";
import { adminAuth } from "../../lib/firebase";
import { conflict, notFound } from "../../lib/errors";
import { accountGone, runUserTransaction, type UserDoc } from "../users";

const NO_ACCOUNT_MESSAGE = "No account found for this e-mail.";

/**
 * `linked`: the record already belongs to the new uid (a finished repair asked again). Otherwise
 * the record of `oldUid` is marked as moving, and the data of each uid of `movingFrom` must move.
 */
export type RelinkStart = { linked: UserDoc } | { oldUid: string; movingFrom: string[] };

/**
 * Checks that the record of `emailLower` may move to `newUid` and marks it as moving. Says
 * `linked` when it already belongs to `newUid` (a finished repair run again).
 */
export function startRelink(emailLower: string, newUid: string): Promise<RelinkStart> {
  return runUserTransaction(async (tx) => {
    const ownerUid = await tx.getEmailOwner(emailLower);
    if (!ownerUid) throw notFound(NO_ACCOUNT_MESSAGE);
    if (ownerUid === newUid) {
      const own = await tx.getUser(newUid);
      if (!own) throw notFound(NO_ACCOUNT_MESSAGE);
      return { linked: own };
    }
    const [oldUser, current] = [await tx.getUser(ownerUid), await tx.getUser(newUid)];
    if (!oldUser) throw notFound(NO_ACCOUNT_MESSAGE);
    if (oldUser.deletingAt) throw accountGone(oldUser);
    if (current) throw conflict("Your sign-in account already has a user record.");
    if (await authUserExists(ownerUid)) {
      throw conflict("This e-mail belongs to another active account.", { code: ERROR_CODES.emailTaken });
    }
    // An earlier repair towards another uid stopped halfway; if that account is gone too (the
    // person made a third one), its share of the data comes along.
    const earlier = oldUser.relinkingTo !== newUid ? oldUser.relinkingTo : undefined;
    if (earlier && (await authUserExists(earlier))) {
      throw conflict("This account is being moved to another sign-in account.", {
        code: ERROR_CODES.emailTaken,
      });
    }
    if (oldUser.relinkingTo !== newUid) tx.markRelinking(ownerUid, newUid);
    return { oldUid: ownerUid, movingFrom: earlier ? [earlier, ownerUid] : [ownerUid] };
  });
}

/** Moves the record and its username and e-mail claims once the data has moved. */
export function finishRelink(emailLower: string, oldUid: string, newUid: string): Promise<UserDoc> {
  return runUserTransaction(async (tx) => {
    const ownerUid = await tx.getEmailOwner(emailLower);
    // A concurrent run of the same repair finished first.
    const own = ownerUid === newUid ? await tx.getUser(newUid) : undefined;
    if (own) return own;
    const oldUser = await tx.getUser(oldUid);
    if (ownerUid !== oldUid || oldUser?.relinkingTo !== newUid) {
      throw conflict("The account changed during the repair. Please try again.");
    }
    const moved = tx.moveUser(oldUser, newUid);
    tx.reassignUsername(oldUser.usernameLower, newUid);
    tx.reassignEmail(emailLower, newUid);
    return moved;
  });
}

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return false;
    throw error;
  }
}
