// Route paths in one place, each with a builder for its link.

/** The query parameter that opens Friends on its people search. */
export const FRIENDS_FIND_PARAM = "find";

export const paths = {
  landing: { path: "/", to: () => "/" },
  auth: {
    path: "/auth",
    to: (tab?: "login" | "register") => (tab ? `/auth?tab=${tab}` : "/auth"),
  },
  authHandler: { path: "/__/auth/handler", to: () => "/__/auth/handler" },
  home: { path: "/home", to: () => "/home" },
  articles: { path: "/articles", to: () => "/articles" },
  myArticles: { path: "/my-articles", to: () => "/my-articles" },
  createArticle: { path: "/articles/create", to: () => "/articles/create" },
  /** Where a GET share lands (the entry script moves /share-target?… here); it goes on to create. */
  shareTarget: { path: "/share-target", to: () => "/share-target" },
  createArticleBasic: { path: "/articles/create-basic", to: () => "/articles/create-basic" },
  create: { path: "/create", to: () => "/create" },
  article: {
    path: "/articles/:id",
    to: (id: string, query?: { highlight?: string; question?: string }) => {
      const search = new URLSearchParams(
        Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return `/articles/${encodeURIComponent(id)}${search ? `?${search}` : ""}`;
    },
  },
  articleCreated: { path: "/article/:id", to: (id: string) => `/article/${encodeURIComponent(id)}` },
  notifications: { path: "/notifications", to: () => "/notifications" },
  /** With `find`, Friends opens with its people search focused (links from where a newcomer has no friends yet). */
  friends: {
    path: "/friends",
    to: (options: { find?: boolean } = {}) =>
      options.find ? `/friends?${FRIENDS_FIND_PARAM}=1` : "/friends",
  },
  groupChat: { path: "/group-chat/:id", to: (id: string) => `/group-chat/${encodeURIComponent(id)}` },
  settings: { path: "/settings", to: () => "/settings" },
  stats: { path: "/stats", to: () => "/stats" },
  feedback: { path: "/feedback", to: () => "/feedback" },
  user: { path: "/users/:id", to: (id: string) => `/users/${encodeURIComponent(id)}` },
  /** Opened by the browser extension's 'Connect', with its id and a one-time state. */
  connectExtension: {
    path: "/extension/connect",
    to: (extension: string, state: string) =>
      `/extension/connect?${new URLSearchParams({ extension, state }).toString()}`,
  },
} as const;
