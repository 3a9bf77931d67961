// The Ask a friend dialog with what it offers: the caller's friends and their own articles (the
// one the screen is about first). Composed here because it joins three features.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { friendsQueryOptions } from "@/features/friends/api/get-friends";
import { myArticlesQueryOptions } from "@/features/articles/api/get-my-articles";
import { AskFriendDialog, type AskFriendInitial } from "@/features/spurqs/components/ask-friend-dialog";

const ACTIVE_ARTICLES = { view: "active", folder: "all", tagId: null, q: "" } as const;

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
  const friends = useQuery({ ...friendsQueryOptions(), enabled: open });
  const mine = useInfiniteQuery({ ...myArticlesQueryOptions(ACTIVE_ARTICLES), enabled: open });
  const articles = useMemo(() => {
    const list = (mine.data?.pages[0]?.items ?? []).map(({ id, title }) => ({ id, title }));
    if (currentArticle && !list.some((a) => a.id === currentArticle.id)) list.unshift(currentArticle);
    return list;
  }, [mine.data, currentArticle]);
  return (
    <AskFriendDialog
      open={open}
      onClose={onClose}
      friends={friends.data?.items.map((link) => link.friend)}
      articles={articles}
      initial={initial}
    />
  );
}
