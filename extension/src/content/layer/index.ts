// The live-page features in a web page: the highlight toolbar on a selection, and the friends'
// layer on a page of the reader's library.
//
// What is read from the page, and when: on load, only its address and its canonical link, whose
// canonical forms the background hashes and compares with the library's hashed list (nothing
// leaves the browser). Only when that matches are the page's text read (to paint the marks) and
// the article's layer fetched. A selection is read when the reader makes one, and the page itself
// only when the reader highlights on a page not yet saved (it is saved first, as rendered).
//
// New highlights of others appear by polling: the background service worker cannot hold a
// listener (Chromium stops it when idle), and Firestore's rules give clients no read of
// highlights. While the page is in view, the content script asks every POLL_MS for the layer's
// version, which the server reads with its access check (no read of its own); only a changed
// version fetches the layer.
import type { ArticleUser, Highlight, PageLayer } from "@shared";
import { canonicalUrl, normalizeUrl } from "@shared/canonical-url";
import { DEFAULT_HIGHLIGHT_COLOR } from "@shared/schemas/highlight-constants";
import { APP_ORIGIN } from "../../config";
import { t } from "../../shared/i18n";
import { askLayer, type LayerMatch } from "../../shared/layer-messages";
import { capturePage } from "../capture";
import { articleText, selectorInArticle } from "../highlighter/anchor";
import { SelectionToolbar, type ToolbarAction } from "../highlighter/toolbar";
import { AVATAR_TAG, MARK_ID, MARK_TAG, marksOf, paintHighlights } from "./marks";
import { readPageText, quoteOfRange, type PageQuote } from "./page-text";
import { FriendsPanel } from "./panel";
import { attachSurface, avatarElement, HOST_TAG } from "./ui";

/** How often the version is asked for while the page is in view: a friend's highlight shows within 5 s. */
export const POLL_MS = 2500;
/** The whole layer is read again this often anyway (replies to spurqs do not change the version). */
const REFRESH_MS = 60_000;

/** The page's candidate canonical addresses: with its canonical link, and its own. */
function pageAddresses(): string[] {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="canonical"]')?.getAttribute("href");
  const candidates = [canonicalUrl(location.href, link), normalizeUrl(location.href)];
  return [...new Set(candidates.filter((address): address is string => Boolean(address)))];
}

interface Pending {
  range: Range;
  quote: PageQuote;
}

class LiveLayer {
  private readonly host: HTMLElement;
  private readonly toolbar: SelectionToolbar;
  private readonly panel: FriendsPanel;
  private connected: boolean | null = null;
  private match: LayerMatch | null = null;
  private layer: PageLayer | null = null;
  private articleTextCache: { articleId: string; text: string } | null = null;
  private pending: Pending | null = null;
  private pollTimer: number | undefined;
  private lastFull = 0;
  private busy = false;
  private readonly pictures = new Map<string, Promise<string | null>>();

  constructor() {
    const { host, root } = attachSurface(HOST_TAG);
    this.host = host;
    this.toolbar = new SelectionToolbar(
      root,
      (action) => void this.act(action),
      () => (this.pending = null),
    );
    this.panel = new FriendsPanel(root, {
      comment: (highlightId, text) => this.comment(highlightId, text),
      ask: (highlightId, recipientId, question) => this.ask(highlightId, recipientId, question),
      recipients: () => askLayer({ type: "layer/recipients", articleId: this.match!.articleId }),
      openInSpurq: () => void askLayer({ type: "layer/open", articleId: this.match!.articleId }),
      showOnPage: (id) => this.showOnPage(id),
      picture: (user) => this.picture(user),
    });
    document.documentElement.append(host);
  }

  async start(): Promise<void> {
    document.addEventListener("mouseup", () => setTimeout(() => void this.onSelection(false), 0));
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.altKey && event.shiftKey && event.code === "KeyH") {
          event.preventDefault();
          void this.onSelection(true);
        }
      },
      true,
    );
    document.addEventListener("selectionchange", () => {
      if (this.toolbar.isOpen && !this.host.matches(":focus-within") && document.getSelection()?.isCollapsed)
        this.toolbar.close();
    });
    // A click on a mark or its avatar opens that highlight in the panel.
    document.addEventListener("click", (event) => {
      const target =
        event.target instanceof Element ? event.target.closest(`${MARK_TAG},${AVATAR_TAG}`) : null;
      const id = target?.getAttribute(MARK_ID);
      if (id) this.panel.open(`comment-${id}`);
    });
    document.addEventListener("visibilitychange", () => this.schedule());
    const found = await askLayer({ type: "layer/match", addresses: pageAddresses() });
    this.connected = found.connected;
    const first = found.matches[0];
    if (first) await this.load(first);
  }

  private async load(match: LayerMatch): Promise<void> {
    this.match = match;
    await this.refresh();
  }

  /** Reads the layer again and paints it. */
  private async refresh(): Promise<void> {
    if (!this.match) return;
    const layer = await askLayer({ type: "layer/get", articleId: this.match.articleId });
    this.lastFull = Date.now();
    this.show(layer);
    this.schedule();
  }

  private show(layer: PageLayer): void {
    this.layer = layer;
    const painted = paintHighlights(layer.highlights, (highlight) => this.avatar(highlight));
    this.panel.render(layer, new Set(painted.map((p) => p.highlight.id)));
  }

  /** The author's avatar beside a highlight, in its own shadow root. */
  private avatar(highlight: Highlight): HTMLElement {
    const { host, root } = attachSurface(AVATAR_TAG);
    host.setAttribute(MARK_ID, highlight.id);
    host.style.setProperty("display", "inline-block", "important");
    host.style.setProperty("margin-right", "2px", "important");
    host.style.setProperty("vertical-align", "middle", "important");
    root.append(avatarElement(highlight.user.username, this.picture(highlight.user)));
    return host;
  }

  /** A person's picture, asked of the background once per page and person. */
  private picture(user: ArticleUser): Promise<string | null> | null {
    if (!user.avatar?.startsWith("/api/avatars/")) return null;
    let picture = this.pictures.get(user.avatar);
    if (!picture) {
      picture = askLayer({ type: "layer/avatar", path: user.avatar }).then(
        ({ dataUrl }) => dataUrl,
        () => null,
      );
      this.pictures.set(user.avatar, picture);
    }
    return picture;
  }

  /** Polls the version while the page is in view; stops while it is hidden. */
  private schedule(): void {
    window.clearTimeout(this.pollTimer);
    if (!this.match || document.visibilityState !== "visible") return;
    this.pollTimer = window.setTimeout(() => void this.poll(), POLL_MS);
  }

  private async poll(): Promise<void> {
    if (!this.match) return;
    try {
      const { version } = await askLayer({ type: "layer/version", articleId: this.match.articleId });
      if (version !== this.layer?.version || Date.now() - this.lastFull > REFRESH_MS) {
        await this.refresh();
        return;
      }
    } catch {
      // Offline, disconnected, or no longer allowed: try again later; the marks stay as they were.
    }
    this.schedule();
  }

  /** The reader selected text (or pressed the shortcut): offer the toolbar. */
  private async onSelection(byKeyboard: boolean): Promise<void> {
    if (this.host.matches(":focus-within") && !byKeyboard) return;
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (this.host.contains(range.commonAncestorContainer)) return;
    if (this.connected !== true) {
      this.connected = (await askLayer({ type: "layer/match", addresses: [] })).connected;
    }
    if (!this.connected) return;
    const quote = quoteOfRange(readPageText(), range);
    if (!quote) return;
    this.pending = { range: range.cloneRange(), quote };
    this.toolbar.open(range.getBoundingClientRect(), byKeyboard);
  }

  private async act(action: ToolbarAction): Promise<void> {
    const pending = this.pending;
    if (!pending || this.busy) return;
    this.busy = true;
    try {
      const color = action.kind === "color" ? action.color : DEFAULT_HIGHLIGHT_COLOR;
      const highlight = await this.highlight(pending, color);
      this.toolbar.close();
      document.getSelection()?.removeAllRanges();
      if (action.kind === "comment") this.panel.openComment(highlight.id);
      else if (action.kind === "ask") await this.panel.openAsk(highlight.id);
      else this.panel.say(t("highlighted"));
    } catch (error) {
      this.panel.say(error instanceof Error ? error.message : t("errorHighlight"));
      this.panel.open();
    } finally {
      this.busy = false;
    }
  }

  /** Stores the selection as a highlight of the page's article (saving the page first if needed). */
  private async highlight(pending: Pending, color: string): Promise<Highlight> {
    if (!this.match) {
      const addresses = pageAddresses();
      this.match = await askLayer({ type: "layer/save", page: capturePage(), addresses });
    }
    const articleId = this.match.articleId;
    if (this.articleTextCache?.articleId !== articleId) {
      const body = await askLayer({ type: "layer/body", articleId });
      this.articleTextCache = { articleId, text: articleText(body) };
    }
    const selector = selectorInArticle(this.articleTextCache.text, pending.quote);
    if (!selector) throw new Error(t("errorTextNotInArticle"));
    const highlight = await askLayer({ type: "layer/highlight", articleId, selector, color });
    await this.refresh();
    return highlight;
  }

  private async comment(highlightId: string, text: string): Promise<void> {
    await askLayer({ type: "layer/comment", highlightId, text });
    await this.refresh();
  }

  private async ask(highlightId: string | null, recipientId: string, question: string): Promise<void> {
    if (!this.match) throw new Error(t("errorSaveFirst"));
    await askLayer({
      type: "layer/ask",
      articleId: this.match.articleId,
      highlightId,
      recipientId,
      question,
    });
    await this.refresh();
  }

  private showOnPage(id: string): void {
    const first = marksOf(id)[0];
    if (!first) return;
    first.scrollIntoView({ block: "center" });
    const range = document.createRange();
    range.selectNodeContents(first);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  }
}

/**
 * In Spurq's own pages the app has its own toolbar and notes; there the content script only tells
 * the background which article the reader opened, so that an article newly shared with them
 * joins the extension's list at once instead of at its next refresh.
 */
function watchSpurq(): void {
  const tell = () => {
    const id = /^#\/articles\/([A-Za-z0-9_-]{1,128})(?:[?/]|$)/.exec(location.hash)?.[1];
    if (id) void askLayer({ type: "layer/seen", articleId: id }).catch(() => undefined);
  };
  window.addEventListener("hashchange", tell);
  tell();
}

/** Starts the live-page features in this page (once: the content script may be injected again). */
export function startLayer(): void {
  if (window.top !== window) return;
  // The app itself (its pages are hash routes of the root); any other page of its origin, such
  // as the demo data's article page, is a page like any other.
  const inApp = location.origin === APP_ORIGIN && ["/", "/index.html"].includes(location.pathname);
  if (inApp) return watchSpurq();
  void new LiveLayer().start().catch(() => undefined);
}
