// The Ask a friend dialog with what it offers: all the caller's friends and their own active
// articles, searched by title on the server (My Articles' `q`), the one the screen is about always
// first; about a friend's article shared with the caller, only the friends who already read it.
// Composed here because it joins three features.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useFriends } from "@/features/friends/api/get-friends";
import { myArticlesQueryOptions } from "@/features/articles/api/get-my-articles";
import type { AskFriendInitial } from "@/features/spurqs/components/ask-friend-dialog";
import { useArticleRecipients } from "@/features/spurqs/api/get-article-recipients";
import { loadedItems, useLoadAllPages } from "@/lib/paged-query";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { lazyDialog } from "@/components/ui/lazy-dialog";

// The dialog and its validation download when it first opens.
const AskFriendDialog = lazyDialog(() =>
  import("@/features/spurqs/components/ask-friend-dialog").then((m) => m.AskFriendDialog),
);

const ACTIVE_ARTICLES = { view: "active", folder: "all", tagId: null } as const;

export function AskFriend({
  open,
  onClose,
  initial,
  currentArticle,
}: {
  open: boolean;
  onClose: () => void;
  initial?: AskFriendInitial;
  /** The article on screen, which may be a friend's shared with the caller. */
  currentArticle?: { id: string; title: string };
}) {
  const friends = useFriends({ enabled: open });
  // A picker offers every friend, not the first page only.
  useLoadAllPages(friends);
  const [articleSearch, setArticleSearch] = useState("");
  const q = useDebouncedValue(articleSearch);
  const mine = useInfiniteQuery({
    ...myArticlesQueryOptions({ ...ACTIVE_ARTICLES, q }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  // A friend's article shared with the caller may go only to people who already read it.
  const recipients = useArticleRecipients(currentArticle?.id, { enabled: open });
  const restriction = useMemo(
    () =>
      currentArticle && recipients.data && !recipients.data.anyFriend
        ? {
            articleId: currentArticle.id,
            allowed: new Set(recipients.data.people.map((person) => person.id)),
          }
        : undefined,
    [currentArticle, recipients.data],
  );
  const articles = useMemo(() => {
    const found = (mine.data?.pages[0]?.items ?? []).map(({ id, title }) => ({ id, title }));
    if (!currentArticle) return found;
    return [currentArticle, ...found.filter((a) => a.id !== currentArticle.id)];
  }, [mine.data, currentArticle]);
  return (
    <AskFriendDialog
      open={open}
      onClose={() => {
        setArticleSearch("");
        onClose();
      }}
      friends={
        // Held back until whom the article may go to is known, so no one else shows for a moment.
        friends.data && !friends.hasNextPage && !(currentArticle && recipients.isPending)
          ? loadedItems(friends.data).map((l) => l.friend)
          : undefined
      }
      articles={articles}
      articleSearch={{ value: articleSearch, onChange: setArticleSearch }}
      initial={initial}
      restriction={restriction}
    />
  );
}
