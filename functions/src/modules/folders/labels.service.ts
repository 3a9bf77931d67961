// Folders and tags (spec 2, My Articles): per-user, names unique regardless of case, at most 100
// of each. Deleting a folder moves its articles to no folder; deleting a tag removes it from
// every article.
import {
  DEFAULT_TAG_COLOR,
  FOLDERS_PER_USER_MAX,
  TAGS_PER_USER_MAX,
  type Folder,
  type Tag,
} from "../../shared";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { clearFolder, removeTagEverywhere } from "../articles/articles.repository";
import { forgetExpertiseArea } from "../progress/progress.repository";
import {
  createLabel,
  deleteLabel,
  getLabel,
  listLabels,
  type Kind,
  type StoredLabel,
} from "./folders.repository";

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

export async function deleteFolder(uid: string, id: string): Promise<void> {
  await ownedLabel(uid, "folders", id);
  await clearFolder(uid, id);
  await deleteLabel(uid, "folders", id);
}

export async function deleteTag(uid: string, id: string): Promise<void> {
  await ownedLabel(uid, "tags", id);
  await removeTagEverywhere(uid, id);
  await deleteLabel(uid, "tags", id);
  // Its expertise area goes with it (the articles that carried it carry on under their other tags).
  await forgetExpertiseArea(uid, id);
}
