// The auth page's tab: the `tab` query in the hash or the search string preselects it;
// anything other than register means login.

export type AuthTab = "login" | "register";

/** Reads `tab` from the hash route's query first, then the page's search string. */
export function parseAuthTab(hashSearch: string, pageSearch: string): AuthTab {
  const value = new URLSearchParams(hashSearch).get("tab") ?? new URLSearchParams(pageSearch).get("tab");
  return value === "register" ? "register" : "login";
}
