// Markdown from an article's stored HTML, for the Markdown export. The HTML was cleaned to the
// shared allowlist (shared/article-html-policy.ts) before it was stored, so a small tag-by-tag
// pass is enough: headings, paragraphs, lists, quotes, code, links, images and emphasis become
// their Markdown forms; any other tag keeps only its text. No DOM is built (jsdom costs half a
// second to load and its memory per page), so an export of thousands of articles stays light.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of HTML character references (named, decimal, hexadecimal). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set([
  "p",
  "div",
  "article",
  "section",
  "figure",
  "figcaption",
  "table",
  "tr",
  "ul",
  "ol",
  "dl",
  "dd",
  "dt",
  "caption",
]);
const EMPHASIS: Record<string, string> = { b: "**", strong: "**", i: "*", em: "*", del: "~~", s: "~~" };

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? "") : undefined;
};

/** Only web and mail links are kept as links (the stored HTML allows no others anyway). */
const safeUrl = (url: string | undefined) => (url && /^(https?:|mailto:)/i.test(url) ? url : undefined);

/** Markdown for `html`; blank lines between blocks, never two in a row. */
export function htmlToMarkdown(html: string): string {
  const out: string[] = [];
  const links: Array<string | undefined> = [];
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let quoteDepth = 0;
  let inPre = false;
  /** The break owed before the next text: a new line, or a blank line between blocks. */
  let pending: "" | "\n" | "\n\n" = "";
  let lineStart = true;
  const prefix = () => "> ".repeat(quoteDepth);
  const startBlock = (blank: boolean) => {
    if (!out.length) return;
    if (blank) pending = "\n\n";
    else pending ||= "\n";
  };
  const emit = (text: string) => {
    if (pending) {
      // A blank line inside a quote stays in the quote.
      out.push(pending === "\n\n" ? `\n${prefix().trimEnd()}\n` : "\n");
      pending = "";
      lineStart = true;
    }
    if (lineStart) {
      if (!inPre) text = text.trimStart();
      if (!text) return;
      out.push(prefix());
      lineStart = false;
    }
    out.push(text);
  };

  for (const token of html.match(/<!--[\s\S]*?-->|<[^>]*>|[^<]+/g) ?? []) {
    if (token.startsWith("<!--")) continue;
    if (!token.startsWith("<")) {
      const text = decodeEntities(token);
      emit(inPre ? text : text.replace(/\s+/g, " "));
      continue;
    }
    const closing = token[1] === "/";
    const name = /^<\/?\s*([a-z0-9]+)/i.exec(token)?.[1]?.toLowerCase() ?? "";
    if (/^h[1-6]$/.test(name)) {
      startBlock(true);
      if (!closing) emit(`${"#".repeat(Number(name[1]))} `);
    } else if (BLOCKS.has(name)) {
      if (name === "ul" || name === "ol") {
        if (closing) lists.pop();
        else lists.push({ ordered: name === "ol", next: 1 });
      }
      // A list inside a list item goes on the next line; anything else is a block of its own.
      const nested = (name === "ul" || name === "ol") && lists.length > (closing ? 0 : 1);
      startBlock(!nested);
    } else if (name === "li" && !closing) {
      const list = lists.at(-1);
      startBlock(false);
      emit(
        `${"\u2063\u2063".repeat(Math.max(0, lists.length - 1))}${list?.ordered ? `${list.next++}.` : "-"} `,
      );
    } else if (name === "blockquote") {
      startBlock(true);
      quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
    } else if (name === "br") {
      startBlock(false);
    } else if (name === "hr") {
      startBlock(true);
      emit("---");
      startBlock(true);
    } else if (name === "pre") {
      startBlock(!closing);
      if (closing) inPre = false;
      emit("```");
      startBlock(closing);
      if (!closing) inPre = true;
    } else if (name === "code" && !inPre) {
      emit("`");
    } else if (name in EMPHASIS) {
      emit(EMPHASIS[name]!);
    } else if (name === "a") {
      if (closing) {
        const href = links.pop();
        if (href) emit(`](${href})`);
      } else {
        const href = safeUrl(attribute(token, "href"));
        links.push(href);
        if (href) emit("[");
      }
    } else if (name === "img" && !closing) {
      const src = safeUrl(attribute(token, "src"));
      if (src) emit(`![${(attribute(token, "alt") ?? "").replace(/[[\]]/g, "")}](${src})`);
    } else if ((name === "td" || name === "th") && !closing) {
      emit(" | ");
    }
  }
  return out
    .join("")
    .replace(/\u2063\u2063/g, "  ")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
}
