// The Ask a friend dialog, opened from Home's 'New Spurq' and from a
// highlight on the reading screen: pick a friend (searchable), the article and optionally one of
// its highlights (prefilled from where it was opened), write the question, send. The screen that
// opens it passes the friends and articles it offers (features do not import each other), and
// the article search, which it runs on the server. Its highlights come from a preview of the
// article, which does not count as opening it.
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { createSpurqBodySchema, SPURQ_QUESTION_MAX, type ArticleUser } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { inputClasses, TextArea, TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { serverMessage } from "@/lib/server-message";
import { useArticleHighlights } from "../api/get-article-highlights";
import { useSendSpurq } from "../api/send-spurq";

export interface AskFriendInitial {
  articleId?: string;
  highlightId?: string;
}

type ArticleOption = { id: string; title: string };

/** The friends who may be asked about one article (someone else's, shared with the caller). */
export interface RecipientRestriction {
  articleId: string;
  allowed: Set<string>;
}

/** The article search box's text; the screen searches with it and passes the matches as `articles`. */
export interface ArticleSearch {
  value: string;
  onChange: (value: string) => void;
}

export function AskFriendDialog({
  open,
  onClose,
  friends,
  articles,
  articleSearch,
  initial = {},
  restriction,
}: {
  open: boolean;
  onClose: () => void;
  /** The caller's friends; undefined while they load. */
  friends: ArticleUser[] | undefined;
  articles: ArticleOption[];
  articleSearch: ArticleSearch;
  initial?: AskFriendInitial;
  /** Only these friends may be asked about that article (only its owner widens the circle). */
  restriction?: RecipientRestriction;
}) {
  const { t } = useTranslation("spurqs");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("askDialog.title")}
      description={t("askDialog.description")}
    >
      {/* Mounted while open only, so each opening starts from its own prefill. */}
      {open && (
        <AskFriendForm
          onClose={onClose}
          friends={friends}
          articles={articles}
          articleSearch={articleSearch}
          initial={initial}
          restriction={restriction}
        />
      )}
    </Modal>
  );
}

function AskFriendForm({
  onClose,
  friends,
  articles,
  articleSearch,
  initial,
  restriction,
}: {
  onClose: () => void;
  friends: ArticleUser[] | undefined;
  articles: ArticleOption[];
  articleSearch: ArticleSearch;
  initial: AskFriendInitial;
  restriction?: RecipientRestriction;
}) {
  const { t } = useTranslation("spurqs");
  const [filter, setFilter] = useState("");
  const [recipientId, setRecipientId] = useState<string | null>(null);
  // The article picked stays on offer when a new search no longer finds it; until one is picked,
  // the prefilled one or the first match.
  const [picked, setPicked] = useState<ArticleOption | null>(null);
  const articleId = picked?.id ?? initial.articleId ?? articles[0]?.id ?? "";
  const options = picked && !articles.some((a) => a.id === picked.id) ? [picked, ...articles] : articles;
  // A highlight belongs to one article: it is dropped when the article changes.
  const [chosenHighlight, setChosenHighlight] = useState({
    articleId: initial.articleId ?? "",
    id: initial.highlightId ?? "",
  });
  const highlightId = chosenHighlight.articleId === articleId ? chosenHighlight.id : "";
  const setHighlightId = (id: string) => setChosenHighlight({ articleId, id });
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendSpurq();
  const { highlights } = useArticleHighlights(articleId || null);
  const ids = { article: useId(), highlight: useId(), friends: useId() };

  // About a shared article, only the friends who already read it are offered.
  const askable = useMemo(
    () =>
      restriction && restriction.articleId === articleId
        ? (friends ?? []).filter((f) => restriction.allowed.has(f.id))
        : friends,
    [friends, restriction, articleId],
  );
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (askable ?? []).filter((f) => f.username.toLowerCase().includes(q));
  }, [askable, filter]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipientId) {
      setError(t("askDialog.chooseFriend"));
      return;
    }
    const parsed = createSpurqBodySchema.safeParse({
      recipientId,
      articleId,
      highlightId: highlightId || null,
      question,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? translateMessage(message) : t("askDialog.checkForm"));
      return;
    }
    setError(null);
    send.mutate(
      { recipientId, articleId, highlightId: highlightId || null, question },
      {
        onSuccess: () => {
          toast({ title: t("askDialog.sentTitle"), description: t("askDialog.sentDescription") });
          onClose();
        },
        onError: (failure) =>
          toast({
            title: t("askDialog.errorTitle"),
            description: t("askDialog.sendFailed", { reason: translateMessage(serverMessage(failure)) }),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("askDialog.friend")}
        </legend>
        <TextInput
          label={t("askDialog.searchFriends")}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t("askDialog.searchFriendsPlaceholder")}
        />
        <div
          id={ids.friends}
          className="max-h-40 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700"
        >
          {friends === undefined ? (
            <p className="p-3 text-sm text-slate-500 dark:text-slate-400">{t("askDialog.loadingFriends")}</p>
          ) : shown.length === 0 ? (
            <div className="p-3 text-sm text-slate-500 dark:text-slate-400">
              <p>{askable?.length ? t("askDialog.noFriendMatches") : t("askDialog.noFriends")}</p>
              {/* With no friends at all, the way forward: find people to add. */}
              {friends.length === 0 && (
                <Link
                  to={paths.friends.to({ find: true })}
                  onClick={onClose}
                  className="mt-1 inline-block font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {t("askDialog.findPeople")}
                </Link>
              )}
            </div>
          ) : (
            shown.map((friend) => (
              <label
                key={friend.id}
                className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:bg-indigo-50 dark:hover:bg-slate-800 dark:has-[:checked]:bg-indigo-950"
              >
                <input
                  type="radio"
                  name="recipient"
                  value={friend.id}
                  checked={recipientId === friend.id}
                  onChange={() => setRecipientId(friend.id)}
                />
                <Avatar name={friend.username} src={friend.avatar} className="h-6 w-6 text-xs" />
                {friend.username}
              </label>
            ))
          )}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <TextInput
          label={t("askDialog.searchArticles")}
          type="search"
          value={articleSearch.value}
          onChange={(event) => articleSearch.onChange(event.target.value)}
          placeholder={t("askDialog.searchArticlesPlaceholder")}
        />
        <label htmlFor={ids.article} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("askDialog.article")}
        </label>
        <select
          id={ids.article}
          value={articleId}
          onChange={(event) => setPicked(options.find((a) => a.id === event.target.value) ?? null)}
          className={`${inputClasses} h-10`}
        >
          {options.length === 0 && (
            <option value="">
              {articleSearch.value.trim() ? t("askDialog.noArticleMatches") : t("askDialog.noArticles")}
            </option>
          )}
          {options.map((article) => (
            <option key={article.id} value={article.id}>
              {article.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.highlight} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("askDialog.highlight")}
        </label>
        <select
          id={ids.highlight}
          value={highlightId}
          onChange={(event) => setHighlightId(event.target.value)}
          className={`${inputClasses} h-10`}
        >
          <option value="">{t("askDialog.noHighlight")}</option>
          {highlights.map((highlight) => (
            <option key={highlight.id} value={highlight.id}>
              {highlight.text.length > 60 ? `${highlight.text.slice(0, 60)}…` : highlight.text}
            </option>
          ))}
        </select>
      </div>
      <TextArea
        label={t("askDialog.question")}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        maxLength={SPURQ_QUESTION_MAX}
        rows={3}
        placeholder={t("askDialog.questionPlaceholder")}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("askDialog.cancel")}
        </Button>
        <Button type="submit" disabled={send.isPending || !articleId}>
          {send.isPending ? t("askDialog.sending") : t("askDialog.send")}
        </Button>
      </div>
    </form>
  );
}
