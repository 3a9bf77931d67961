// The selection toolbar on a live page: the eight highlight colours, Comment and Ask a friend,
// in the extension's shadow root. It opens by itself beside a selection made with the mouse
// (without taking the focus from the page), and by keyboard with Alt+Shift+H, which moves the
// focus into it. Arrow keys and Tab move between its buttons, Home and End go to the ends, and
// Escape closes it and gives the focus back to where it was.
import { HIGHLIGHT_COLORS } from "@shared/schemas/highlight-constants";
import { t } from "../../shared/i18n";
import { colorName } from "../layer/colors";
import { el } from "../layer/ui";

export type ToolbarAction = { kind: "color"; color: string } | { kind: "comment" } | { kind: "ask" };

const WIDTH = 340;
const HEIGHT = 96;
const MARGIN = 12;

/** Where the toolbar goes for a selection's box: above it, else below, always inside the viewport. */
export function toolbarPlace(rect: DOMRect, viewport = { width: innerWidth, height: innerHeight }) {
  const width = Math.min(WIDTH, viewport.width - 2 * MARGIN);
  const left = Math.min(
    Math.max(MARGIN, rect.left + rect.width / 2 - width / 2),
    Math.max(MARGIN, viewport.width - width - MARGIN),
  );
  let top = rect.top - HEIGHT - 8;
  if (top < MARGIN) top = rect.bottom + 8;
  top = Math.min(Math.max(MARGIN, top), Math.max(MARGIN, viewport.height - HEIGHT - MARGIN));
  return { top, left };
}

export class SelectionToolbar {
  readonly element: HTMLElement;
  private readonly buttons: HTMLButtonElement[] = [];
  private returnFocus: HTMLElement | null = null;

  constructor(
    root: ShadowRoot,
    private readonly onAction: (action: ToolbarAction) => void,
    private readonly onClose: () => void,
  ) {
    this.element = el("div", {
      class: "toolbar surface",
      role: "toolbar",
      "aria-label": t("toolbarLabel"),
      hidden: true,
    });
    for (const color of HIGHLIGHT_COLORS) {
      const swatch = el("button", {
        type: "button",
        class: "swatch",
        "aria-label": t("highlightIn", colorName(color.value)),
        title: colorName(color.value),
        "data-color": color.value,
      });
      swatch.style.backgroundColor = color.value;
      swatch.addEventListener("click", () => this.onAction({ kind: "color", color: color.value }));
      this.buttons.push(swatch);
    }
    const comment = el("button", { type: "button", text: t("comment") });
    comment.addEventListener("click", () => this.onAction({ kind: "comment" }));
    const ask = el("button", { type: "button", text: t("askFriend") });
    ask.addEventListener("click", () => this.onAction({ kind: "ask" }));
    const close = el("button", { type: "button", "aria-label": t("toolbarClose"), text: "×" });
    close.addEventListener("click", () => this.close());
    this.buttons.push(comment, ask, close);
    this.element.append(...this.buttons);
    // A click in the toolbar must not take the page's selection away.
    this.element.addEventListener("mousedown", (event) => event.preventDefault());
    this.element.addEventListener("keydown", (event) => this.onKey(event));
    root.append(this.element);
  }

  get isOpen() {
    return !this.element.hidden;
  }

  /** Shows the toolbar beside `rect`; with `focus`, moves the focus to its first colour. */
  open(rect: DOMRect, focus: boolean): void {
    const { top, left } = toolbarPlace(rect);
    this.element.style.top = `${top}px`;
    this.element.style.left = `${left}px`;
    this.element.hidden = false;
    if (focus) {
      const active = document.activeElement;
      this.returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
      this.buttons[0]!.focus();
    }
  }

  /** Hides it; the focus goes back where it was when the keyboard opened it. */
  close(): void {
    if (!this.isOpen) return;
    const hadFocus = this.element.contains((this.element.getRootNode() as ShadowRoot).activeElement);
    this.element.hidden = true;
    if (hadFocus) {
      if (this.returnFocus?.isConnected) this.returnFocus.focus();
      else {
        // Nothing was focused: the page itself takes it back (the selection is kept).
        document.body.setAttribute("tabindex", "-1");
        document.body.focus({ preventScroll: true });
        document.body.removeAttribute("tabindex");
      }
    }
    this.returnFocus = null;
    this.onClose();
  }

  private onKey(event: KeyboardEvent): void {
    const current = this.buttons.indexOf(event.target as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      this.buttons[(to + this.buttons.length) % this.buttons.length]!.focus();
    };
    switch (event.key) {
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        this.close();
        break;
      case "ArrowRight":
      case "ArrowDown":
        move(current + 1);
        break;
      case "ArrowLeft":
      case "ArrowUp":
        move(current - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(this.buttons.length - 1);
        break;
    }
    // Keys typed here are the extension's, not the page's shortcuts.
    event.stopPropagation();
  }
}
