// The Netscape bookmark file every browser and bookmark service exports (Chrome, Firefox, Safari,
// Pinboard, Raindrop...): <DT><A HREF ADD_DATE TAGS> links in <DL> lists, folders as <DT><H3>
// headings over nested lists, a bookmark's description in the <DD> after it. Each writer adds its
// own attributes (Firefox ICON and LAST_MODIFIED, Pinboard TOREAD, Raindrop DATA-COVER); only the
// ones that say something about the reading are read.
import type { ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { addressProblem, present, splitTags, textOf, validDate, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import {
  type HtmlElement,
  attribute,
  elementsIn,
  isElement,
  lineOf,
  parseHtml,
  textOfElement,
} from "./html-tree";

export const netscapeHtml: FormatReader = {
  format: "netscape-html",
  sniff: (_file, head) =>
    /<!DOCTYPE\s+NETSCAPE-Bookmark-file-1\s*>/i.test(head) ||
    (/<DL\b/i.test(head) && /<DT>\s*<A\s[^>]*HREF/i.test(head)),
  parse: async (file): Promise<ParsedLibrary> => {
    const document = await parseHtml(textOf(file.bytes));
    const items: ParsedItem[] = [];
    const skipped: SkippedEntry[] = [];
    for (const link of elementsIn(document)) {
      if (link.tagName !== "a") continue;
      const source = lineOf(link);
      const href = attribute(link, "href");
      const url = webAddress(href);
      if (!url) {
        skipped.push({ source, reason: `${source}: ${addressProblem(href)}` });
        continue;
      }
      const description = descriptionOf(link);
      items.push({
        source,
        url,
        title: present(textOfElement(link)),
        savedAt: bookmarkDate(attribute(link, "add_date")),
        tags: splitTags(attribute(link, "tags"), ","),
        folder: folderOf(link),
        // Pinboard's "to read" flag; other writers say nothing about reading.
        read: attribute(link, "toread") === "1" ? false : undefined,
        highlights: [],
        ...(description ? { notes: [description] } : {}),
      });
    }
    return { format: "netscape-html", items, skipped };
  },
};

/** ADD_DATE in seconds, as browsers write it; a few tools write milliseconds or microseconds. */
function bookmarkDate(value: string | undefined): Date | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !/^\d+$/.test(trimmed)) return undefined;
  let time = Number(trimmed);
  if (time <= 0) return undefined;
  if (time > 1e14) time /= 1000;
  else if (time < 1e11) time *= 1000;
  return validDate(new Date(time));
}

/** The innermost folder the link is in: the heading over the nearest list that has one. */
function folderOf(link: HtmlElement): string | undefined {
  for (let node = link.parentNode; node && isElement(node); node = node.parentNode) {
    if (node.tagName !== "dl") continue;
    const heading = headingOf(node);
    if (heading) return present(textOfElement(heading));
  }
  return undefined;
}

/**
 * A folder's list follows its <DT><H3>: the HTML parser puts the list inside that <DT>, or inside
 * the <DD> holding the folder's description, which follows the <DT>.
 */
function headingOf(list: HtmlElement): HtmlElement | undefined {
  const parent = list.parentNode;
  if (!parent || !isElement(parent)) return undefined;
  if (parent.tagName === "dt") return childNamed(parent, "h3");
  if (parent.tagName === "dd") {
    const term = previousElement(parent);
    return term?.tagName === "dt" ? childNamed(term, "h3") : undefined;
  }
  return undefined;
}

/** The <DD> right after the link's <DT>: Pinboard's and Firefox's description, Raindrop's note. */
function descriptionOf(link: HtmlElement): string | undefined {
  const term = link.parentNode;
  if (!term || !isElement(term) || term.tagName !== "dt") return undefined;
  const next = nextElement(term);
  if (next?.tagName !== "dd") return undefined;
  // The description is the <DD>'s own text, not a folder list nested in it.
  const text = next.childNodes
    .filter((child) => !isElement(child) || child.tagName !== "dl")
    .map(textOfElement)
    .join(" ");
  return present(text.replace(/\s+/g, " "));
}

function childNamed(element: HtmlElement, tagName: string): HtmlElement | undefined {
  return element.childNodes.find(
    (child): child is HtmlElement => isElement(child) && child.tagName === tagName,
  );
}

function previousElement(element: HtmlElement): HtmlElement | undefined {
  const siblings = element.parentNode?.childNodes ?? [];
  const before = siblings.slice(0, siblings.indexOf(element)).filter(isElement);
  return before.at(-1);
}

function nextElement(element: HtmlElement): HtmlElement | undefined {
  const siblings = element.parentNode?.childNodes ?? [];
  return siblings.slice(siblings.indexOf(element) + 1).find(isElement);
}
