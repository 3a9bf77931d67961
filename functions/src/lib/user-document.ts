// users/{uid}: the user record. The users module owns its fields; other modules keep their
// per-user collections under it (users/{uid}/friends, /folders, /activity, ...), each owned by
// the module that writes it. This leaf names the path, so a module can reach its own
// subcollection without importing the users module.
import type { DocumentReference } from "firebase-admin/firestore";
import { db } from "./firebase";

export const USERS = "users";

/** The user record's document: the parent of each module's per-user collections. */
export const userDocument = (uid: string): DocumentReference => db().collection(USERS).doc(uid);
