// Items a reader keeps while it reads a file: up to what one import takes, then only counted, so
// that a file of a million rows is refused with its count without a million items in memory.
import { LIBRARY_ITEMS_MAX } from "../limits";
import { LibraryFileError } from "../parsed-library";

export class ItemBudget {
  private count = 0;

  /** Counts one more item; whether to keep it (false once the file holds more than one import takes). */
  take(): boolean {
    this.count += 1;
    return this.count <= LIBRARY_ITEMS_MAX;
  }

  /** Refuses the file, with its count, when it held more than one import takes. */
  check(): void {
    if (this.count <= LIBRARY_ITEMS_MAX) return;
    throw new LibraryFileError(
      `This file holds ${this.count.toLocaleString("en")} articles; one import takes at most ${LIBRARY_ITEMS_MAX.toLocaleString("en")}. Please split it into smaller files.`,
    );
  }
}
