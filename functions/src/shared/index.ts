// The request/response contract shared by the web app and the Cloud Functions.
export * from "./schemas/common";
export * from "./schemas/auth";
export * from "./schemas/settings";
export * from "./schemas/articles";
export * from "./schemas/annotations";
export * from "./schemas/spurqs";
export * from "./schemas/friends";
export * from "./schemas/invitations";
export * from "./schemas/group-chats";
export * from "./anchoring";
export * from "./article-html-policy";
export * from "./schemas/progress";
export * from "./schemas/account";
export * from "./schemas/jobs";
export * from "./progress";
export * from "./canonical-url";
export * from "./schemas/page-layer";
