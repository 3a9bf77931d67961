// The Netscape bookmark file every browser and bookmark service exports (Chrome, Firefox, Safari,
// Pinboard, Raindrop...): <DT><A HREF ADD_DATE TAGS> links in <DL> lists, folders as <DT><H3>
// headings over nested lists, a bookmark's description in the <DD> after it. Each writer adds its
// own attributes (Firefox ICON and LAST_MODIFIED, Pinboard TOREAD, Raindrop DATA-COVER); only the
// ones that say something about the reading are read.
import type { ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { addressProblem, present, splitTags, textOf, validDate, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import {
  type HtmlDocument,
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
    const neighbours = termsAndDescriptions(document);
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
      const description = descriptionOf(link, neighbours);
      items.push({
        source,
        url,
        title: present(textOfElement(link)),
        savedAt: bookmarkDate(attribute(link, "add_date")),
        tags: splitTags(attribute(link, "tags"), ","),
        folder: folderOf(link, neighbours),
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
function folderOf(link: HtmlElement, neighbours: Neighbours): string | undefined {
  for (let node = link.parentNode; node && isElement(node); node = node.parentNode) {
    if (node.tagName !== "dl") continue;
    const heading = headingOf(node, neighbours);
    if (heading) return present(textOfElement(heading));
  }
  return undefined;
}

/**
 * A folder's list follows its <DT><H3>: the HTML parser puts the list inside that <DT>, or inside
 * the <DD> holding the folder's description, which follows the <DT>.
 */
function headingOf(list: HtmlElement, neighbours: Neighbours): HtmlElement | undefined {
  const parent = list.parentNode;
  if (!parent || !isElement(parent)) return undefined;
  if (parent.tagName === "dt") return childNamed(parent, "h3");
  const term = parent.tagName === "dd" ? neighbours.termBefore.get(parent) : undefined;
  return term ? childNamed(term, "h3") : undefined;
}

/** The <DD> right after the link's <DT>: Pinboard's and Firefox's description, Raindrop's note. */
function descriptionOf(link: HtmlElement, neighbours: Neighbours): string | undefined {
  const term = link.parentNode;
  if (!term || !isElement(term)) return undefined;
  const next = neighbours.descriptionAfter.get(term);
  if (!next) return undefined;
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

interface Neighbours {
  /** Each <DD> by the <DT> right before it, and the other way round. */
  descriptionAfter: Map<HtmlElement, HtmlElement>;
  termBefore: Map<HtmlElement, HtmlElement>;
}

/** Pairs each <DT> with the <DD> after it in one pass: a file can hold tens of thousands. */
function termsAndDescriptions(document: HtmlDocument): Neighbours {
  const neighbours: Neighbours = { descriptionAfter: new Map(), termBefore: new Map() };
  for (const element of elementsIn(document)) {
    let previous: HtmlElement | undefined;
    for (const child of element.childNodes) {
      if (!isElement(child)) continue;
      if (child.tagName === "dd" && previous?.tagName === "dt") {
        neighbours.descriptionAfter.set(previous, child);
        neighbours.termBefore.set(child, previous);
      }
      previous = child;
    }
  }
  return neighbours;
}
