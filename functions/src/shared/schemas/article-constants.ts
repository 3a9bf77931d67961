// The articles' limits and list sorts without their schemas: the first signed-in screens need
// these few values, and importing them from the schemas would load zod with them.

export const ARTICLE_PREVIEW_LENGTH = 150;
export const ARTICLE_TITLE_MAX = 300;
export const ARTICLE_AUTHOR_MAX = 200;
export const ARTICLE_URL_MAX = 2048;
/** Characters of article content (HTML or text) kept; long books belong in several articles. */
export const ARTICLE_CONTENT_MAX = 2_000_000;
export const FOLDER_NAME_MAX = 50;
export const TAG_NAME_MAX = 30;
export const TAGS_PER_ARTICLE_MAX = 20;
export const FOLDERS_PER_USER_MAX = 100;
export const TAGS_PER_USER_MAX = 100;
export const DEFAULT_TAG_COLOR = "#3b82f6";
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
export const HOME_SORTS = ["newest", "lastViewed", "mostComments"] as const;
export type HomeSort = (typeof HOME_SORTS)[number];
