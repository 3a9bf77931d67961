// platform/{name}: documents that hold a figure computed for everyone (the points distribution,
// the platform's statistics, the week's top contributors), each owned by the module whose job
// computes it. Requests read them whole.
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import { db } from "./firebase";

export const PLATFORM = "platform";

export const platformDocument = <T extends DocumentData>(name: string) =>
  db().collection(PLATFORM).doc(name) as DocumentReference<T>;
