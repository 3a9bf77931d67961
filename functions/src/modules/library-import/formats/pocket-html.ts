// Pocket's older HTML export (ril_export.html): "Unread" and "Read Archive" headings, each over a
// list of links carrying time_added (Unix seconds) and tags (comma-separated) attributes. Told
// from a browser's bookmark file by its title and those attributes, which browsers never write.
import type { ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { addressProblem, present, splitTags, textOf, unixSeconds, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import { attribute, elementsIn, lineOf, parseHtml, textOfElement } from "./html-tree";

export const pocketHtml: FormatReader = {
  format: "pocket-html",
  sniff: (_file, head) =>
    /<title>\s*Pocket Export\s*<\/title>/i.test(head) ||
    (/<a\s[^>]*\btime_added\s*=/i.test(head) && /<h1>\s*(Unread|Read Archive)\s*<\/h1>/i.test(head)),
  parse: async (file): Promise<ParsedLibrary> => {
    const document = await parseHtml(textOf(file.bytes));
    const items: ParsedItem[] = [];
    const skipped: SkippedEntry[] = [];
    let archived = false;
    for (const element of elementsIn(document)) {
      if (element.tagName === "h1") {
        archived = /archive/i.test(textOfElement(element));
        continue;
      }
      if (element.tagName !== "a") continue;
      const source = lineOf(element);
      const href = attribute(element, "href");
      const url = webAddress(href);
      if (!url) {
        skipped.push({ source, reason: `${source}: ${addressProblem(href)}` });
        continue;
      }
      const title = present(textOfElement(element));
      items.push({
        source,
        url,
        title: title === url ? undefined : title,
        savedAt: unixSeconds(attribute(element, "time_added")),
        tags: splitTags(attribute(element, "tags"), ","),
        archived,
        read: archived,
        highlights: [],
      });
    }
    return { format: "pocket-html", items, skipped };
  },
};
