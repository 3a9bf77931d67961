// The articles a user owns (lib/owned-data.ts): a deletion takes each of their articles with its
// body, readers and every comment on it (the readers' too: they were notes on this article; their
// points stay, as when an owner deletes an article). The highlights on them went in the step
// before (annotations: highlightsOnOwnArticlesData). An article goes only once nothing of it is
// left, so an interrupted step finds it again.
import { deleteRefs, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import { deleteSearchTermsOf, ownArticlesData, ownArticlesWithParts } from "../library";
import { commentsOnArticleRefs } from "../annotations";

/** The user's articles deleted per step, each with its body, readers and comments. */
const ARTICLES_PER_STEP = 50;

async function deleteOwnArticles(uid: string): Promise<BatchDeleted> {
  const articles = await ownArticlesWithParts(uid, ARTICLES_PER_STEP);
  // The comments of the step's articles are looked up side by side: one query each, independent.
  const notes = await Promise.all(articles.map((article) => commentsOnArticleRefs(article.id)));
  const dependents = [];
  const finished = [];
  for (const [index, article] of articles.entries()) {
    dependents.push(...article.parts, ...notes[index]!.refs);
    if (article.complete && notes[index]!.complete) finished.push(article.ref);
  }
  const terms = await deleteSearchTermsOf(articles.map((article) => article.id));
  await deleteRefs(dependents);
  await deleteRefs(finished);
  return {
    deleted: terms + dependents.length + finished.length,
    done: articles.length < ARTICLES_PER_STEP && finished.length === articles.length,
  };
}

export const articlesOwnedData: OwnedData = ownArticlesData(deleteOwnArticles);
