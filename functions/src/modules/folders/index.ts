// The folders module's public face: a user's folders and tags (their records; filing articles
// under them is the articles module's).
export * from "./folders.service";
export { foldersOwnedData } from "./folders.owned-data";
export type { Kind as LabelKind, StoredLabel } from "./folders.repository";
