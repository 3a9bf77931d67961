// The extension's own elements on a web page: one host element holding a shadow root, so the
// page's styles cannot reach in and the extension's cannot leak out. Plain DOM, no framework: the
// content script runs in every page and must stay small. Texts come from shared/i18n.ts.
import { OPEN_SHADOW_ROOTS } from "../../config";
import { textLanguage } from "../../shared/i18n";

export const HOST_TAG = "spurq-ui";

const STYLES = `
:host { all: initial; }
* { box-sizing: border-box; }
.surface { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #0f172a; }
button, select, textarea { font: inherit; color: inherit; }
button { cursor: pointer; border: 1px solid #94a3b8; background: #fff; border-radius: 6px; padding: 4px 8px; }
button:hover { background: #f1f5f9; }
:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.toolbar { position: fixed; z-index: 2147483647; display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
  max-width: 340px; padding: 8px; background: #fff; border: 1px solid #94a3b8; border-radius: 10px;
  box-shadow: 0 6px 24px rgba(15, 23, 42, .25); }
.toolbar[hidden], [hidden] { display: none !important; }
.swatch { width: 28px; height: 28px; padding: 0; border: 2px solid #475569; border-radius: 999px; }
.swatch:hover { filter: brightness(.95); }
.toggle { position: fixed; z-index: 2147483646; right: 16px; bottom: 16px; padding: 8px 12px; border-radius: 999px;
  background: #1e3a8a; color: #fff; border-color: #1e3a8a; box-shadow: 0 4px 16px rgba(15, 23, 42, .3); }
.toggle:hover { background: #1e40af; }
.panel { position: fixed; z-index: 2147483646; top: 0; right: 0; bottom: 0; width: min(380px, 100vw); overflow-y: auto;
  padding: 16px; background: #fff; border-left: 1px solid #94a3b8; box-shadow: -6px 0 24px rgba(15, 23, 42, .2); }
.panel h2 { font-size: 16px; margin: 0 0 4px; }
.panel h3 { font-size: 14px; margin: 16px 0 6px; }
.panel ul { list-style: none; margin: 0; padding: 0; }
.panel li.note { border: 1px solid #cbd5e1; border-radius: 8px; padding: 8px; margin-bottom: 8px; }
.panel blockquote { margin: 6px 0; padding: 2px 6px; border-radius: 4px; }
.who { display: flex; gap: 6px; align-items: center; font-weight: 600; }
.muted { color: #475569; font-weight: 400; }
.comments li { margin: 4px 0 0 12px; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.head { display: flex; justify-content: space-between; gap: 8px; align-items: start; }
form { display: grid; gap: 6px; margin-top: 8px; }
textarea, select { width: 100%; border: 1px solid #64748b; border-radius: 6px; padding: 6px; background: #fff; }
.primary { background: #1e3a8a; color: #fff; border-color: #1e3a8a; }
.primary:hover { background: #1e40af; }
.status { min-height: 1.4em; margin: 6px 0; color: #334155; }
.avatar { display: inline-grid; place-items: center; width: 20px; height: 20px; border-radius: 999px;
  background: #334155; color: #fff; font-size: 11px; font-weight: 700; overflow: hidden; flex: none; }
.avatar img { width: 100%; height: 100%; object-fit: cover; }
`;

let sheet: CSSStyleSheet | undefined;

/** A shadow root on a new element in the page, with the extension's styles. */
export function attachSurface(tag: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement(tag);
  // The page's lang would otherwise apply (screen readers would read French texts as English).
  host.setAttribute("lang", textLanguage());
  const root = host.attachShadow({ mode: OPEN_SHADOW_ROOTS ? "open" : "closed" });
  // A constructed style sheet is not an inline <style>, which a page's CSP may forbid.
  try {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(STYLES);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = STYLES;
    root.append(style);
  }
  return { host, root };
}

/** Creates an element with attributes and children (text children are set as text, never HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Array<Node | string | null | undefined>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === "text") element.textContent = String(value);
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) element.append(child);
  return element;
}

/** The first letter of a name, for an avatar without a picture. */
export const initial = (username: string) => (username.trim().charAt(0) || "?").toUpperCase();

/**
 * A person's avatar: their initial at once, replaced by their picture once the background has it
 * (as a data: URL, so the page never sees whose picture it is or loads it from Spurq).
 */
export function avatarElement(username: string, picture: Promise<string | null> | null): HTMLElement {
  const avatar = el("span", { class: "avatar", "aria-hidden": "true", text: initial(username) });
  void picture?.then((src) => {
    if (!src) return;
    const image = el("img", { alt: "", src });
    image.addEventListener("error", () => image.replaceWith(initial(username)));
    avatar.replaceChildren(image);
  });
  return avatar;
}
