// Folders and tags: a user's own, names unique regardless of case, at most 100 of each. This
// module keeps their records; what filing an article or deleting a folder or tag does to
// articles is the articles module's (articles/filing.service.ts).
import {
  DEFAULT_TAG_COLOR,
  FOLDERS_PER_USER_MAX,
  TAGS_PER_USER_MAX,
  type Folder,
  type Tag,
} from "../../shared";
import { badRequest, conflict, notFound } from "../../lib/errors";
import * as repo from "./folders.repository";
import { createLabel, getLabel, listLabels, type Kind, type StoredLabel } from "./folders.repository";

const MAX: Record<Kind, number> = { folders: FOLDERS_PER_USER_MAX, tags: TAGS_PER_USER_MAX };
const NOUN: Record<Kind, string> = { folders: "folder", tags: "tag" };

const toFolder = (label: StoredLabel): Folder => ({ id: label.id, name: label.name });
const toTag = (label: StoredLabel): Tag => ({
  id: label.id,
  name: label.name,
  color: label.color ?? DEFAULT_TAG_COLOR,
});

async function create(uid: string, kind: Kind, name: string, color?: string): Promise<StoredLabel> {
  const nameLower = name.toLowerCase();
  return createLabel(uid, kind, { name, nameLower, ...(color ? { color } : {}) }, ({ sameName, count }) => {
    if (sameName) throw conflict(`A ${NOUN[kind]} named "${name}" already exists.`);
    if (count >= MAX[kind]) throw badRequest(`You can have at most ${MAX[kind]} ${kind}.`);
  });
}

/** The caller's folder or tag, or 404. */
export async function ownedLabel(uid: string, kind: Kind, id: string): Promise<StoredLabel> {
  const label = await getLabel(uid, kind, id);
  if (!label) throw notFound(`${NOUN[kind] === "folder" ? "Folder" : "Tag"} not found`);
  return label;
}

export const listFolders = async (uid: string) =>
  (await listLabels(uid, "folders", MAX.folders)).map(toFolder);
export const listTags = async (uid: string) => (await listLabels(uid, "tags", MAX.tags)).map(toTag);
export const createFolder = async (uid: string, name: string) => toFolder(await create(uid, "folders", name));
export const createTag = async (uid: string, name: string, color: string) =>
  toTag(await create(uid, "tags", name, color));

/** Deletes the caller's folder or tag record (what it did to articles is undone first, by the caller). */
export async function deleteLabel(uid: string, kind: Kind, id: string): Promise<void> {
  await repo.deleteLabel(uid, kind, id);
}

/**
 * The ids of the caller's folders or tags by (lower-case) name, made where missing while there is
 * room: what a library import files its articles under. Names with no room left are `refused`.
 */
export const ensureLabels = (uid: string, kind: Kind, names: string[]) =>
  repo.ensureLabels(uid, kind, names, MAX[kind], kind === "tags" ? DEFAULT_TAG_COLOR : undefined);

export { listLabels, tagNames } from "./folders.repository";
