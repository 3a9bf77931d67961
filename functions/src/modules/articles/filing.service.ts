// Filing articles: into a folder, under tags, and what deleting a folder or a tag does to the
// articles filed under it. The folders and tags themselves are the folders module's records.
import { TAGS_PER_ARTICLE_MAX, type ArticleSummary } from "../../shared";
import { badRequest } from "../../lib/errors";
import { ownedLabel, deleteLabel } from "../folders";
import { forgetExpertiseArea } from "../progress";
import {
  addTag,
  articleNotFound,
  clearFolder,
  ownedArticle,
  removeTag,
  removeTagEverywhere,
  updateArticle,
} from "../library";
import { toSummary } from "./article-summary";

/** PATCH /api/articles/{id}/folder: into one of the caller's folders, or out of any (null). */
export async function moveToFolder(
  uid: string,
  id: string,
  folderId: string | null,
): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  if (folderId !== null) await ownedLabel(uid, "folders", folderId);
  await updateArticle(article, { folderId });
  return toSummary({ ...article, folderId });
}

export async function tagArticle(uid: string, id: string, tagId: string): Promise<ArticleSummary> {
  await Promise.all([ownedArticle(uid, id), ownedLabel(uid, "tags", tagId)]);
  // Already there, the transaction leaves the article as it is.
  const tagged = await addTag(id, tagId, (current) => {
    if (current.tagIds.length >= TAGS_PER_ARTICLE_MAX) {
      throw badRequest(`An article can have at most ${TAGS_PER_ARTICLE_MAX} tags.`);
    }
  });
  if (!tagged) throw articleNotFound();
  return toSummary(tagged);
}

export async function untagArticle(uid: string, id: string, tagId: string): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  await ownedLabel(uid, "tags", tagId);
  if (article.tagIds.includes(tagId)) await removeTag(id, tagId);
  return toSummary({ ...article, tagIds: article.tagIds.filter((t) => t !== tagId) });
}

/** DELETE /api/folders/{id}: its articles move to no folder, then the folder goes. */
export async function deleteFolder(uid: string, id: string): Promise<void> {
  await ownedLabel(uid, "folders", id);
  await clearFolder(uid, id);
  await deleteLabel(uid, "folders", id);
}

/** DELETE /api/tags/{id}: it leaves every article, then it goes with its expertise area. */
export async function deleteTag(uid: string, id: string): Promise<void> {
  await ownedLabel(uid, "tags", id);
  await removeTagEverywhere(uid, id);
  await deleteLabel(uid, "tags", id);
  // Its expertise area goes with it (the articles that carried it carry on under their other tags).
  await forgetExpertiseArea(uid, id);
}
