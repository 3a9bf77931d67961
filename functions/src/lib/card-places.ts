// A user's card (username and avatar) is copied wherever other people's screens show it, so that
// lists cost no extra reads. Each module that keeps such copies lists where they are as
// CardPlaces in its public face (`cardPlaces`); the profile module refreshes them after a rename
// or a new avatar, place after place, in batches.
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";

export interface Card {
  username: string;
  avatar: string | null;
}

export type FieldChange = [FieldPath, unknown];

export interface CardPlace {
  name: string;
  /** The documents holding a copy of `uid`'s card (an equality or array filter: no composite index). */
  query: (uid: string) => Query;
  /** What to write so `doc` shows `card`; nothing when it already does. */
  changes: (doc: QueryDocumentSnapshot, uid: string, card: Card) => FieldChange[];
}

/** The card's fields under `prefix` that differ from `card`. */
export const cardAt =
  (...prefix: string[]) =>
  (doc: QueryDocumentSnapshot, _uid: string, card: Card): FieldChange[] =>
    (["username", "avatar"] as const)
      .map((key): FieldChange => [new FieldPath(...prefix, key), card[key]])
      .filter(([path, value]) => (doc.get(path) ?? null) !== value);
