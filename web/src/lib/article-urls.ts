// The article URLs that are also query keys (a key's first element is its URL). Here, not
// in a feature, because the articles and annotations features both read and refresh these caches.
export const RECENT_ARTICLES_URL = "/api/articles/recent";
export const MY_ARTICLES_URL = "/api/articles/my";

/** The URL of one article (also its query key). */
export const articleUrl = (id: string) => `/api/articles/${encodeURIComponent(id)}`;
