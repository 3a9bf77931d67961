// The spurq card: the article title as header, the sender's avatar, username and date,
// a 'New' or 'Unread' badge, the highlight text, the question ('Asked: ' before it when there is
// also a highlight), and 'Comment & Reply' (a question) or 'Join Discussion'. Clicking the card
// opens the article at the question and marks it read; a toggle that shows on hover switches the
// read state. A sent card shows its recipient, 'Seen' and 'Answered' with the reply count instead.
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { Check, Eye, Mail, MailOpen, MessageSquare } from "lucide-react";
import type { SentSpurq, Spurq } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { buttonClasses } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { translateMessage } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { serverMessage } from "@/lib/server-message";
import { useMarkSpurq } from "../api/mark-spurq";

/** "Mar 1, 2025" in English; the interface language's medium date elsewhere. */
export const spurqDate = (iso: string) => formatDate(iso);

/** 'New' until first read; 'Unread' when marked unread again; nothing once read. */
export function spurqBadge(spurq: Pick<Spurq, "isNew" | "isRead">): "New" | "Unread" | null {
  if (spurq.isNew) return "New";
  return spurq.isRead ? null : "Unread";
}

const BADGE_KEYS = { New: "card.badgeNew", Unread: "card.badgeUnread" } as const;

const isSent = (spurq: Spurq | SentSpurq): spurq is SentSpurq => "recipient" in spurq;

export function SpurqCard({ spurq }: { spurq: Spurq | SentSpurq }) {
  const { t } = useTranslation("spurqs");
  const navigate = useNavigate();
  const mark = useMarkSpurq();
  const sent = isSent(spurq);
  const badge = sent ? null : spurqBadge(spurq);
  const unread = !sent && (spurq.isNew || !spurq.isRead);
  const target = paths.article.to(spurq.articleId, { question: spurq.id });
  const person = sent ? spurq.recipient : spurq.sender;

  const markRead = () => {
    if (unread) mark.mutate({ id: spurq.id, read: true });
  };
  const toggle = () =>
    mark.mutate(
      { id: spurq.id, read: unread },
      {
        onError: (error) =>
          toast({
            title: t("card.errorTitle"),
            description: translateMessage(serverMessage(error)),
            variant: "destructive",
          }),
      },
    );

  return (
    <article
      aria-label={t("card.label", { title: spurq.article.title })}
      data-testid="spurq-card"
      onClick={(event) => {
        // Buttons and links inside act on their own.
        if ((event.target as Element).closest("a, button")) return;
        markRead();
        navigate(target);
      }}
      className="group relative flex cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <h3 className="line-clamp-2 flex-1 text-base font-semibold text-slate-900 dark:text-slate-50">
          {spurq.article.title}
        </h3>
        {badge && (
          <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
            {t(BADGE_KEYS[badge])}
          </span>
        )}
        {!sent && (
          <Tooltip content={unread ? t("card.markRead") : t("card.markUnread")}>
            <button
              type="button"
              aria-label={unread ? t("card.markRead") : t("card.markUnread")}
              onClick={toggle}
              disabled={mark.isPending}
              className="rounded-md p-1 text-slate-500 opacity-0 group-hover:opacity-100 hover:bg-slate-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              {unread ? (
                <MailOpen className="h-4 w-4" aria-hidden />
              ) : (
                <Mail className="h-4 w-4" aria-hidden />
              )}
            </button>
          </Tooltip>
        )}
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Avatar name={person.username} src={person.avatar} className="h-7 w-7 text-xs" />
        <span className="font-medium">
          {sent ? t("card.to", { username: person.username }) : person.username}
        </span>
        <time dateTime={spurq.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
          {spurqDate(spurq.createdAt)}
        </time>
      </div>
      {spurq.highlight && (
        // The passage in the colour its reader gave it, as the comment panel shows it; dark text
        // in both themes, since every highlight colour is a pale one.
        <blockquote
          data-testid="spurq-card-highlight"
          className="mt-3 line-clamp-3 border-l-4 border-slate-400 px-2 py-1 text-sm text-slate-900"
          style={{ backgroundColor: spurq.highlight.color }}
        >
          {spurq.highlight.text}
        </blockquote>
      )}
      {spurq.question && (
        <p className="mt-2 text-sm text-slate-800 dark:text-slate-100">
          {spurq.highlight ? t("card.asked", { question: spurq.question }) : spurq.question}
        </p>
      )}
      {sent && (spurq.seenAt || spurq.replyCount > 0) && (
        <div className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
          {spurq.seenAt && (
            <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
              <Eye className="h-3.5 w-3.5" aria-hidden /> {t("card.seen")}
            </span>
          )}
          {spurq.replyCount > 0 && (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <Check className="h-3.5 w-3.5" aria-hidden /> {t("card.answered", { count: spurq.replyCount })}
            </span>
          )}
        </div>
      )}
      <div className="mt-auto pt-4">
        <Link to={target} onClick={markRead} className={buttonClasses("outline", "w-full")}>
          <MessageSquare className="h-4 w-4" aria-hidden />
          {spurq.question ? t("card.commentAndReply") : t("card.joinDiscussion")}
        </Link>
      </div>
    </article>
  );
}
