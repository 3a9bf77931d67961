// The folders and tags a user owns (lib/owned-data.ts). Articles name them by id, which a move
// keeps; the locks that serialise creations hold only a time.
import { userSubcollection, type OwnedData } from "../../lib/owned-data";
import { LABEL_LOCKS } from "./folders.repository";

export const foldersOwnedData: readonly OwnedData[] = [
  userSubcollection("folders"),
  userSubcollection("tags"),
  userSubcollection(LABEL_LOCKS),
];
