// The friends' side panel on a page of the reader's library: every reader's highlights with their
// comments, the reader's spurq threads about the article, and the forms to comment and to ask a
// friend. A button at the page's corner opens it; Escape closes it and gives the focus back.
import type { ArticleUser, Comment, Highlight, PageLayer } from "@shared";
import { plural, t } from "../../shared/i18n";
import type { AskablePerson } from "../../shared/layer-messages";
import { colorName } from "./colors";
import { avatarElement, el } from "./ui";

export interface PanelHandlers {
  comment: (highlightId: string, text: string) => Promise<void>;
  ask: (highlightId: string | null, recipientId: string, question: string) => Promise<void>;
  recipients: () => Promise<AskablePerson[]>;
  openInSpurq: () => void;
  showOnPage: (highlightId: string) => void;
  picture: (user: ArticleUser) => Promise<string | null> | null;
}

const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export class FriendsPanel {
  readonly toggle: HTMLButtonElement;
  readonly element: HTMLElement;
  private readonly status: HTMLElement;
  private readonly body: HTMLElement;
  private readonly askForm: HTMLFormElement;
  private readonly askAbout: HTMLElement;
  private readonly recipientSelect: HTMLSelectElement;
  private readonly question: HTMLTextAreaElement;
  private askHighlightId: string | null = null;
  private layer: PageLayer | null = null;
  private returnFocus: HTMLElement | null = null;

  constructor(
    root: ShadowRoot,
    private readonly handlers: PanelHandlers,
  ) {
    this.toggle = el("button", {
      type: "button",
      class: "toggle surface",
      "aria-expanded": "false",
      "aria-controls": "spurq-panel",
      hidden: true,
    });
    this.toggle.addEventListener("click", () => (this.isOpen ? this.close() : this.open()));

    const close = el("button", { type: "button", "aria-label": t("panelClose"), text: "×" });
    close.addEventListener("click", () => this.close());
    const openInSpurq = el("button", { type: "button", text: t("openInSpurq") });
    openInSpurq.addEventListener("click", () => this.handlers.openInSpurq());
    this.status = el("p", { class: "status", role: "status" });
    this.body = el("div");

    const ids = { recipient: "spurq-ask-recipient", question: "spurq-ask-question" };
    this.recipientSelect = el("select", { id: ids.recipient, required: true });
    this.question = el("textarea", { id: ids.question, rows: "3", maxlength: "500" });
    this.askAbout = el("p", { class: "muted" });
    const cancel = el("button", { type: "button", text: t("cancel") });
    cancel.addEventListener("click", () => this.closeAsk());
    this.askForm = el(
      "form",
      { "aria-label": t("askFriend"), hidden: true },
      el("h3", { text: t("askFriend") }),
      this.askAbout,
      el("label", { for: ids.recipient, text: t("askFriendLabel") }),
      this.recipientSelect,
      el("label", { for: ids.question, text: t("askQuestionLabel") }),
      this.question,
      el(
        "div",
        { class: "actions" },
        el("button", { type: "submit", class: "primary", text: t("askSend") }),
        cancel,
      ),
    );
    this.askForm.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.sendAsk();
    });

    this.element = el(
      "aside",
      { id: "spurq-panel", class: "panel surface", "aria-label": t("panelTitle"), hidden: true },
      el(
        "div",
        { class: "head" },
        el("h2", { text: t("panelTitle") }),
        el("div", { class: "actions" }, openInSpurq, close),
      ),
      this.status,
      this.askForm,
      this.body,
    );
    this.element.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        if (!this.askForm.hidden) this.closeAsk();
        else this.close();
      }
      event.stopPropagation();
    });
    root.append(this.toggle, this.element);
  }

  get isOpen() {
    return !this.element.hidden;
  }

  say(text: string): void {
    this.status.textContent = text;
  }

  /** Shows the toggle with the layer's count, and the layer's notes in the panel. */
  render(layer: PageLayer, painted: Set<string>): void {
    this.layer = layer;
    const count = layer.highlights.length;
    this.toggle.hidden = false;
    this.toggle.textContent = plural("toggle", count);
    const commentsOf = new Map<string, Comment[]>();
    for (const comment of layer.comments) {
      commentsOf.set(comment.highlightId, [...(commentsOf.get(comment.highlightId) ?? []), comment]);
    }
    const notes = el("ul", { "aria-label": t("highlightsLabel") });
    for (const highlight of layer.highlights) {
      notes.append(this.note(highlight, commentsOf.get(highlight.id) ?? [], painted.has(highlight.id)));
    }
    const threads = el("ul", { "aria-label": t("questionsLabel") });
    for (const spurq of layer.spurqs) {
      const replies = el("ul", { class: "comments" });
      for (const reply of spurq.replies) {
        replies.append(
          el("li", {}, el("strong", { text: t("speaker", reply.user.username) }), " ", reply.text),
        );
      }
      threads.append(
        el(
          "li",
          { class: "note" },
          el(
            "div",
            { class: "who" },
            avatarElement(spurq.sender.username, this.handlers.picture(spurq.sender)),
            `${spurq.sender.username}`,
            el("span", { class: "muted", text: t("askedRecipient", spurq.recipient.username) }),
          ),
          spurq.highlight ? el("blockquote", { text: excerpt(spurq.highlight.text, 160) }) : null,
          spurq.question ? el("p", { text: spurq.question }) : null,
          replies,
        ),
      );
    }
    const focused = (this.element.getRootNode() as ShadowRoot).activeElement;
    const focusKey = focused instanceof HTMLElement ? focused.dataset.key : undefined;
    this.body.replaceChildren(
      el("h3", { text: t("highlightsCount", count) }),
      count ? notes : el("p", { class: "muted", text: t("noHighlights") }),
      el("h3", { text: t("questionsCount", layer.spurqs.length) }),
      layer.spurqs.length ? threads : el("p", { class: "muted", text: t("noQuestions") }),
    );
    // A refresh while the reader is in the panel keeps their place.
    if (focusKey) this.body.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`)?.focus();
  }

  private note(highlight: Highlight, comments: Comment[], painted: boolean): HTMLElement {
    const quote = el("blockquote", { text: excerpt(highlight.text) });
    quote.style.backgroundColor = highlight.color;
    const list = el("ul", { class: "comments", "aria-label": t("commentsLabel") });
    for (const comment of comments) {
      list.append(
        el("li", {}, el("strong", { text: t("speaker", comment.user.username) }), " ", comment.text),
      );
    }
    const commentId = `spurq-comment-${highlight.id}`;
    const commentBox = el("textarea", { id: commentId, rows: "2", maxlength: "2000" });
    const commentForm = el(
      "form",
      { hidden: true, "aria-label": t("commentFormLabel") },
      el("label", { for: commentId, text: t("commentYour") }),
      commentBox,
      el(
        "div",
        { class: "actions" },
        el("button", { type: "submit", class: "primary", text: t("commentSave") }),
      ),
    );
    commentForm.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = commentBox.value.trim();
      if (!text) return this.say(t("commentEmpty"));
      void this.handlers.comment(highlight.id, text).then(() => this.say(t("commentSaved")));
    });
    const commentButton = el("button", {
      type: "button",
      text: t("comment"),
      "data-key": `comment-${highlight.id}`,
    });
    commentButton.addEventListener("click", () => {
      commentForm.hidden = false;
      commentBox.focus();
    });
    const askButton = el("button", {
      type: "button",
      text: t("askFriend"),
      "data-key": `ask-${highlight.id}`,
    });
    askButton.addEventListener("click", () => void this.openAsk(highlight.id));
    const show = painted
      ? el("button", { type: "button", text: t("showOnPage"), "data-key": `show-${highlight.id}` })
      : null;
    show?.addEventListener("click", () => this.handlers.showOnPage(highlight.id));
    return el(
      "li",
      { class: "note", "data-highlight": highlight.id },
      el(
        "div",
        { class: "who" },
        avatarElement(highlight.user.username, this.handlers.picture(highlight.user)),
        highlight.user.username,
        el("span", {
          class: "muted",
          text: `· ${[colorName(highlight.color), ...(painted ? [] : [t("notFoundOnPage")])].join(" · ")}`,
        }),
      ),
      quote,
      list,
      el("div", { class: "actions" }, commentButton, askButton, show),
      commentForm,
    );
  }

  /** Opens the panel; the focus moves into it (to `focusKey`'s element when given). */
  open(focusKey?: string): void {
    if (!this.isOpen) {
      const active = document.activeElement;
      this.returnFocus = active instanceof HTMLElement && active !== document.body ? active : this.toggle;
    }
    this.element.hidden = false;
    this.toggle.setAttribute("aria-expanded", "true");
    const target = focusKey
      ? this.body.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`)
      : this.element.querySelector<HTMLElement>("button");
    target?.focus();
  }

  close(): void {
    this.element.hidden = true;
    this.toggle.setAttribute("aria-expanded", "false");
    (this.returnFocus?.isConnected ? this.returnFocus : this.toggle).focus();
    this.returnFocus = null;
  }

  /** Opens the comment form of a highlight. */
  openComment(highlightId: string): void {
    this.open(`comment-${highlightId}`);
    this.body.querySelector<HTMLButtonElement>(`[data-key="comment-${CSS.escape(highlightId)}"]`)?.click();
  }

  /** Opens the Ask a friend form about the article, or one of its highlights. */
  async openAsk(highlightId: string | null): Promise<void> {
    this.open();
    this.askHighlightId = highlightId;
    const highlight = this.layer?.highlights.find((h) => h.id === highlightId);
    this.askAbout.textContent = highlight
      ? t("askAboutQuote", excerpt(highlight.text, 120))
      : t("askAboutPage");
    this.askForm.hidden = false;
    this.recipientSelect.replaceChildren(el("option", { value: "", text: t("loading") }));
    this.recipientSelect.focus();
    try {
      const people = await this.handlers.recipients();
      this.recipientSelect.replaceChildren(
        el("option", {
          value: "",
          text: people.length ? t("chooseFriend") : t("nobodyToAsk"),
        }),
        ...people.map((person) => el("option", { value: person.id, text: person.username })),
      );
    } catch (error) {
      this.say(error instanceof Error ? error.message : t("errorListFriends"));
    }
  }

  private closeAsk(): void {
    this.askForm.hidden = true;
    this.question.value = "";
    this.element.querySelector<HTMLElement>("button")?.focus();
  }

  private async sendAsk(): Promise<void> {
    const recipientId = this.recipientSelect.value;
    if (!recipientId) {
      this.say(t("chooseFriendToAsk"));
      this.recipientSelect.focus();
      return;
    }
    const name = this.recipientSelect.selectedOptions[0]?.textContent ?? "";
    try {
      await this.handlers.ask(this.askHighlightId, recipientId, this.question.value.trim());
      this.askForm.hidden = true;
      this.question.value = "";
      this.say(t("asked", name));
    } catch (error) {
      this.say(error instanceof Error ? error.message : t("errorSendQuestion"));
    }
  }
}
