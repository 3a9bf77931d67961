// The comment side panel of a highlight: the quote, its comments, a box to add one
// (Ctrl or Cmd+Enter sends, Escape closes, 'Comment cannot be empty'); the highlight's author can
// change its colour or delete it, a comment's author can edit or delete it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Pencil, Trash2, X } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { Comment, Highlight } from "@shared";
import { COMMENT_EMPTY, COMMENT_TEXT_MAX } from "@shared/schemas/annotation-constants";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useDeleteHighlight } from "../api/delete-highlight";
import { useUpdateComment } from "../api/update-comment";
import { useUpdateHighlight } from "../api/update-highlight";
import { colorKey } from "../colors";
import { translateMessage } from "@/lib/i18n";
import { formatDateTime } from "@/lib/i18n/format";
import { serverMessage } from "@/lib/server-message";
import { useKeyboardHints } from "@/lib/use-keyboard-hints";
import { ColorSwatches } from "./color-swatches";
import { TOUCH_TARGET } from "@/components/ui/touch";

// The form fields' look; these boxes are named by aria-label, so TextArea (visible label) does not fit.
const textareaClasses = clsx(inputClasses, "py-2");

const sendKeys = (event: KeyboardEvent) => event.key === "Enter" && (event.ctrlKey || event.metaKey);

/** The server's words for a failed call, in the interface language when `messages` knows them. */
const reason = (error: unknown) => translateMessage(serverMessage(error));

/** Shows a failed call's 'Error' toast with what failed. */
function useFailureToast() {
  const { t } = useTranslation("annotations");
  return (description: string) => toast({ title: t("errors.title"), description, variant: "destructive" });
}

function CommentItem({ comment, own, articleId }: { comment: Comment; own: boolean; articleId: string }) {
  const { t } = useTranslation("annotations");
  const fail = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment();
  const remove = useDeleteComment(articleId);

  const save = () => {
    if (!draft.trim()) return setProblem(translateMessage(COMMENT_EMPTY));
    update.mutate(
      { id: comment.id, text: draft.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: t("comments.updated") });
        },
        onError: (error) => fail(t("comments.updateFailed", { message: reason(error) })),
      },
    );
  };

  return (
    <li className="flex gap-3 py-3">
      <Avatar name={comment.user.username} src={comment.user.avatar} className="h-8 w-8 text-xs" />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-800 dark:text-slate-100">{comment.user.username}</span>{" "}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        </p>
        {editing ? (
          <div className="mt-1 space-y-2">
            <textarea
              aria-label={t("comments.editLabel")}
              className={textareaClasses}
              rows={3}
              maxLength={COMMENT_TEXT_MAX}
              value={draft}
              autoFocus
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (sendKeys(event)) {
                  event.preventDefault();
                  save();
                } else if (event.key === "Escape") {
                  event.stopPropagation();
                  setEditing(false);
                }
              }}
            />
            {problem && (
              <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                {problem}
              </p>
            )}
            <div className="flex gap-2">
              <Button size="sm" onClick={save} disabled={update.isPending}>
                {t("actions.save")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {t("actions.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {comment.text}
          </p>
        )}
        {own && !editing && (
          <div className="mt-1 flex gap-1">
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 rounded px-1.5 py-0.5 text-xs text-slate-500 sm:min-h-0 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
              onClick={() => {
                setDraft(comment.text);
                setEditing(true);
              }}
            >
              <Pencil className="h-3 w-3" aria-hidden /> {t("actions.edit")}
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 rounded px-1.5 py-0.5 text-xs text-slate-500 sm:min-h-0 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-300"
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="h-3 w-3" aria-hidden /> {t("actions.delete")}
            </button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("comments.deleteTitle")}
        description={t("comments.deleteDescription")}
        confirmLabel={t("actions.delete")}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: t("comments.deleted") });
            },
            onError: (error) => fail(t("comments.deleteFailed", { message: reason(error) })),
          })
        }
      />
    </li>
  );
}

/** Set on <html> while the panel is open; app/index.css pads the main column by the panel's width. */
const SIDE_PANEL_OPEN = "side-panel-open";

export function CommentPanel({
  highlight,
  comments,
  currentUserId,
  onClose,
  share,
}: {
  highlight: Highlight;
  comments: Comment[];
  currentUserId: string | null;
  onClose: () => void;
  /** The share popover for this highlight (composed by the route). */
  share?: ReactNode;
}) {
  const { t } = useTranslation("annotations");
  const fail = useFailureToast();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateComment();
  const keyboardHints = useKeyboardHints();
  const recolor = useUpdateHighlight();
  const remove = useDeleteHighlight(highlight.articleId);
  const box = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const own = currentUserId !== null && highlight.userId === currentUserId;

  // On large screens the page makes room for the panel instead of hiding text under it.
  useEffect(() => {
    document.documentElement.classList.add(SIDE_PANEL_OPEN);
    return () => document.documentElement.classList.remove(SIDE_PANEL_OPEN);
  }, []);

  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [highlight.id]);

  const send = () => {
    if (!text.trim()) {
      setProblem(translateMessage(COMMENT_EMPTY));
      return;
    }
    create.mutate(
      { highlightId: highlight.id, text: text.trim() },
      {
        onSuccess: () => {
          setText("");
          toast({ title: t("comments.added") });
        },
        onError: (error) => fail(t("comments.addFailed", { message: reason(error) })),
      },
    );
  };

  return (
    <aside
      aria-labelledby={titleId}
      data-testid="comment-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !confirming) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[75vh] flex-col rounded-t-2xl border-t border-slate-200 bg-white shadow-2xl md:inset-x-auto md:top-16 md:right-0 md:bottom-0 md:max-h-none md:w-96 md:rounded-none md:border-t-0 md:border-l dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={titleId} className="text-base font-semibold">
          {t("panel.title")}
        </h2>
        <div className="flex items-center gap-1">
          {share}
          <button
            type="button"
            aria-label={t("panel.close")}
            title={t("panel.closeHint")}
            onClick={onClose}
            className={`inline-flex items-center justify-center rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white ${TOUCH_TARGET}`}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        <blockquote
          className="rounded-md border-l-4 border-slate-400 px-3 py-2 text-sm text-slate-900"
          style={{ backgroundColor: highlight.color }}
        >
          {highlight.text}
        </blockquote>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t("panel.by", { color: t(colorKey(highlight.color)), username: highlight.user.username })}
          {highlight.orphaned && ` · ${t("panel.orphaned")}`}
        </p>
        {own && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <ColorSwatches
              label={t("panel.changeColour")}
              selected={highlight.color}
              onPick={(color) =>
                color !== highlight.color &&
                recolor.mutate(
                  { id: highlight.id, color },
                  {
                    onError: (error) => fail(t("panel.recolorFailed", { message: reason(error) })),
                  },
                )
              }
            />
            <Button variant="ghostDanger" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> {t("panel.deleteHighlight")}
            </Button>
          </div>
        )}
        <ul
          className="mt-3 divide-y divide-slate-100 dark:divide-slate-800"
          aria-label={t("panel.listLabel")}
        >
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              own={currentUserId !== null && comment.userId === currentUserId}
              articleId={highlight.articleId}
            />
          ))}
        </ul>
        {comments.length === 0 && (
          <p className="py-3 text-sm text-slate-500 dark:text-slate-400">{t("panel.empty")}</p>
        )}
      </div>
      <form
        className="space-y-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <textarea
          ref={box}
          aria-label={t("panel.addLabel")}
          placeholder={t("panel.addPlaceholder")}
          className={textareaClasses}
          rows={3}
          maxLength={COMMENT_TEXT_MAX}
          value={text}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (sendKeys(event)) {
              event.preventDefault();
              send();
            }
          }}
        />
        {problem && (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex items-center justify-between gap-2">
          {/* An empty span keeps the button at the right when there is no hint. */}
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {keyboardHints ? t("panel.sendHint") : null}
          </span>
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending ? t("panel.sending") : t("panel.send")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("panel.deleteTitle")}
        description={t("panel.deleteDescription")}
        confirmLabel={t("actions.delete")}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(highlight.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: t("panel.deleted") });
              onClose();
            },
            onError: (error) => fail(t("panel.deleteFailed", { message: reason(error) })),
          })
        }
      />
    </aside>
  );
}
