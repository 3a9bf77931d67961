// How much one library import may bring, and why each bound is where it is.

/**
 * An export file up to this size is read. The upload goes through the `api` function, whose
 * requests Cloud Functions (Cloud Run) refuses above 32 MiB; 30 MiB leaves room for the multipart
 * envelope. That holds a 100,000-link CSV or bookmarks file, or an Omnivore zip of some thousands
 * of articles with their texts; a larger export is brought in parts (Omnivore's and Pocket's
 * exports already come as numbered parts).
 */
export const LIBRARY_FILE_BYTES_MAX = 30 * 1024 * 1024;
/**
 * Articles one import takes: the largest libraries people report moving (Pocket, Instapaper) are
 * a few tens of thousands; one import stays a job of minutes, and a bigger library comes in files.
 */
export const LIBRARY_ITEMS_MAX = 20_000;
/** Highlights one article brings (a Kindle book of a thousand clippings is rare but real). */
export const HIGHLIGHTS_PER_ITEM_MAX = 2_000;
/**
 * Characters of an article's text the import keeps, as the URL import does (the reading screen
 * and the anchoring are built for articles, not whole books).
 */
export const ITEM_TEXT_CHARACTERS_MAX = 2_000_000;
