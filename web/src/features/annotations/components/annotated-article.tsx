// The annotation layer of the reading screen: draws the article's highlights over its body,
// offers the colour toolbar on a selection inside the body, creates highlights, opens the comment
// panel, lists the highlights (other readers' a page at a time: 'More notes'), and follows
// ?highlight= and ?question= to their targets.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { Article, Highlight } from "@shared";
import { anchorHighlight, type TextSelector } from "@shared/anchoring";
import { DEFAULT_HIGHLIGHT_COLOR, HIGHLIGHT_TEXT_MAX } from "@shared/schemas/highlight-constants";
import { toast } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { useCreateHighlight } from "../api/create-highlight";
import { colorKey, toolbarPosition } from "../colors";
import { drawHighlights, findMark, findMarks, MARK_ATTRIBUTE, selectionToSelector } from "../dom-highlights";
import { ApiError } from "@/lib/api-client";
import { translateMessage } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { serverMessage } from "@/lib/server-message";
import { CommentPanel } from "./comment-panel";
import { HighlightList } from "./highlight-list";
import { MoreNotes } from "./more-notes";
import { SelectionToolbar } from "./selection-toolbar";

const TARGET_CLASSES = ["ring-2", "ring-indigo-500", "ring-offset-1"];

interface Pending {
  selector: TextSelector;
  range: Range;
  position: { top: number; left: number };
  viaKeyboard: boolean;
}

function rangeRect(range: Range, fallback: HTMLElement) {
  const rect = typeof range.getBoundingClientRect === "function" ? range.getBoundingClientRect() : null;
  return rect && (rect.width || rect.height) ? rect : fallback.getBoundingClientRect();
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The key that highlights the current selection in the default colour (no modifier). */
export const HIGHLIGHT_SHORTCUT = "h";

/** Whether typing goes into this element (a shortcut key must not be taken from it). */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

export function AnnotatedArticle({
  article,
  children,
  renderHighlightShare,
  renderHighlightAsk,
}: {
  article: Article;
  /** The rendered article body; its text is what offsets count in. */
  children: ReactNode;
  renderHighlightShare?: (highlight: Highlight) => ReactNode;
  /** An 'Ask a friend' action for a highlight, in its comment panel and in the highlight list. */
  renderHighlightAsk?: (highlight: Highlight) => ReactNode;
}) {
  const { t } = useTranslation("annotations");
  const root = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  // What had the focus when the comment panel opened: closing the panel gives it back there, or
  // to the highlight's mark when that is gone (the colour button of a new highlight) or was
  // never focusable (a click on the mark).
  const opener = useRef<HTMLElement | null>(null);
  const activeIdRef = useRef<string | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const pickRef = useRef<(color: string) => void>(() => undefined);
  const openPanel = useCallback((id: string) => {
    const focused = document.activeElement;
    opener.current =
      focused instanceof HTMLElement &&
      focused !== document.body &&
      !focused.closest("[data-testid=comment-panel]")
        ? focused
        : null;
    setActiveId(id);
  }, []);
  const closePanel = useCallback(() => {
    const id = activeIdRef.current;
    setActiveId(null);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && !back.closest('[data-testid="selection-toolbar"]')) {
      back.focus();
      return;
    }
    const mark = id && root.current ? findMark(root.current, id) : null;
    if (!mark) return;
    // Focusable by script only: marks stay out of the tab order (the list below reaches them).
    mark.tabIndex = -1;
    mark.focus();
  }, []);

  const [orphaned, setOrphaned] = useState<ReadonlySet<string>>(new Set());
  const [params] = useSearchParams();
  const session = useSession();
  const create = useCreateHighlight();
  const currentUserId = session.user?.id ?? null;

  // Draw: anchor each highlight in the body's text (the server re-anchors after edits; this also
  // covers any difference in the browser's sanitising), wrap what is found, list the rest.
  useLayoutEffect(() => {
    const body = root.current;
    if (!body) return;
    const text = body.textContent ?? "";
    const lost = new Set<string>();
    const drawn = [];
    for (const h of article.highlights) {
      const at = h.orphaned ? null : anchorHighlight(text, h);
      if (!at) {
        lost.add(h.id);
        continue;
      }
      drawn.push({
        id: h.id,
        color: h.color,
        ...at,
        label: t("panel.by", { color: t(colorKey(h.color)), username: h.user.username }),
      });
    }
    drawHighlights(body, drawn);
    setOrphaned((old) => (old.size === lost.size && [...lost].every((id) => old.has(id)) ? old : lost));
    // t changes with the language: the marks' names are redrawn in it.
  }, [article.content, article.highlights, t]);

  // ?highlight={id} and ?question={id}: mark the targets; scroll to the highlight only when there is
  // no question. A question's thread brings itself into view (its reply box is what the reader
  // came for), and the passage is quoted beside it: scrolling to the passage would put both above
  // the screen.
  const highlightParam = params.get("highlight");
  const questionParam = params.get("question");
  useEffect(() => {
    const body = root.current;
    if (!body) return;
    const targets: HTMLElement[] = [];
    if (highlightParam) targets.push(...findMarks(body, highlightParam));
    if (questionParam) {
      const question = Array.from(document.querySelectorAll<HTMLElement>("[data-question-id]")).find(
        (element) => element.dataset.questionId === questionParam,
      );
      if (question) targets.push(question);
    }
    const first = targets[0];
    if (!first) return;
    for (const target of targets) {
      target.classList.add(...TARGET_CLASSES);
      target.dataset.target = "true";
    }
    if (!questionParam) first.scrollIntoView?.({ block: "center", behavior: "smooth" });
    return () => {
      for (const target of targets) {
        target.classList.remove(...TARGET_CLASSES);
        delete target.dataset.target;
      }
    };
  }, [highlightParam, questionParam, article.highlights, article.content]);

  const readSelection = useCallback((viaKeyboard: boolean) => {
    const body = root.current;
    if (!body) return;
    const selection = window.getSelection();
    const selector = selectionToSelector(body, selection);
    if (!selector || !selection) {
      setPending(null);
      return;
    }
    const range = selection.getRangeAt(0).cloneRange();
    setPending({
      selector,
      range,
      position: toolbarPosition(rangeRect(range, body), viewport()),
      viaKeyboard,
    });
  }, []);

  useEffect(() => {
    const onMouseUp = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-testid="selection-toolbar"]')) return;
      // Let the browser settle the selection first.
      setTimeout(() => readSelection(false), 0);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.shiftKey || event.key === "Shift") readSelection(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === HIGHLIGHT_SHORTCUT &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target) &&
        pendingRef.current
      ) {
        event.preventDefault();
        pickRef.current(DEFAULT_HIGHLIGHT_COLOR);
        return;
      }
      if (event.key !== "Escape") return;
      if (pendingRef.current) setPending(null);
      else if (activeIdRef.current) closePanel();
    };
    const onScroll = () =>
      setPending((was) =>
        was && root.current
          ? { ...was, position: toolbarPosition(rangeRect(was.range, root.current), viewport()) }
          : was,
      );
    document.addEventListener("mouseup", onMouseUp);
    document.addEventListener("keyup", onKeyUp);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("mouseup", onMouseUp);
      document.removeEventListener("keyup", onKeyUp);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", onScroll);
    };
  }, [readSelection, closePanel]);

  const onBodyClick = (event: React.MouseEvent) => {
    const mark = (event.target as Element).closest?.(`mark[${MARK_ATTRIBUTE}]`);
    if (!mark || !window.getSelection()?.isCollapsed) return;
    const id = mark.getAttribute(MARK_ATTRIBUTE);
    if (id) openPanel(id);
  };

  /**
   * 'Could not create highlight', when a selection could not become a highlight for a reason other
   * than the server's refusal.
   */
  const couldNotCreate = () =>
    toast({
      title: t("create.failedTitle"),
      description: t("create.failedDescription"),
      variant: "destructive",
    });

  const pick = (color: string) => {
    if (!pending) return;
    const { selector } = pending;
    // The body may have changed since the selection (the article was edited and refetched): the
    // selection then no longer says which text to highlight.
    if ((root.current?.textContent ?? "").slice(selector.startOffset, selector.endOffset) !== selector.text) {
      setPending(null);
      couldNotCreate();
      return;
    }
    if (selector.text.length > HIGHLIGHT_TEXT_MAX) {
      toast({
        title: t("create.failedTitle"),
        description: t("create.tooLong", { max: formatNumber(HIGHLIGHT_TEXT_MAX) }),
        variant: "destructive",
      });
      return;
    }
    create.mutate(
      { articleId: article.id, ...selector, color },
      {
        onSuccess: (highlight) => {
          setPending(null);
          window.getSelection()?.removeAllRanges();
          toast({ title: t("create.created"), description: t("create.createdDescription") });
          openPanel(highlight.id);
        },
        // The server's refusal in its words; no answer at all (offline, say) asks to try again.
        onError: (error) =>
          error instanceof ApiError
            ? toast({
                title: t("errors.title"),
                description: t("create.serverFailed", { message: translateMessage(serverMessage(error)) }),
                variant: "destructive",
              })
            : couldNotCreate(),
      },
    );
  };

  // The document's listeners read the latest selection, panel and pick through these.
  useLayoutEffect(() => {
    pendingRef.current = pending;
    activeIdRef.current = activeId;
    pickRef.current = pick;
  });

  const active = useMemo(
    () => article.highlights.find((h) => h.id === activeId) ?? null,
    [article.highlights, activeId],
  );

  const open = (highlight: Highlight) => {
    openPanel(highlight.id);
    const mark = root.current && findMark(root.current, highlight.id);
    mark?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  };

  return (
    <>
      {/* Marks are reached by keyboard through the highlight list below. */}
      <div ref={root} data-testid="annotated-body" onClick={onBodyClick}>
        {children}
      </div>
      {pending && (
        <SelectionToolbar
          position={pending.position}
          busy={create.isPending}
          autoFocus={pending.viaKeyboard}
          onPick={pick}
          onClose={() => setPending(null)}
        />
      )}
      <HighlightList
        highlights={article.highlights}
        comments={article.comments}
        orphaned={orphaned}
        activeId={activeId}
        onOpen={open}
        renderAction={renderHighlightAsk}
      />
      <MoreNotes article={article} />
      {active && (
        <CommentPanel
          key={active.id}
          highlight={{ ...active, orphaned: active.orphaned || orphaned.has(active.id) }}
          comments={article.comments.filter((c) => c.highlightId === active.id)}
          currentUserId={currentUserId}
          onClose={closePanel}
          share={
            <>
              {renderHighlightAsk?.(active)}
              {renderHighlightShare?.(active)}
            </>
          }
        />
      )}
    </>
  );
}
