// A person's staged library file (lib/owned-data.ts): it stays with the uid it was read under
// when an account is repaired (it expires within the hour, or when its import ends); a deletion
// removes it with its parts and outcomes.
import { nothingToMove, type OwnedData } from "../../lib/owned-data";
import { deleteStagedLibrary } from "./staged-library.repository";

export const libraryImportOwnedData: readonly OwnedData[] = [
  {
    name: "libraryImports",
    moveBatch: nothingToMove,
    deleteBatch: async ({ uid }) => {
      await deleteStagedLibrary(uid);
      return { deleted: 1, done: true };
    },
  },
];
