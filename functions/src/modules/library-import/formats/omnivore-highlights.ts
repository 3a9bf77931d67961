// Omnivore's highlights/<slug>.md: each highlight is a Markdown quote ("> " then the passage and a
// space), then, each after a blank line, its labels ("#a #b") and the reader's note; highlights
// are separated by blank lines. Blank lines inside a passage were written as "> " lines, so a
// passage never holds a blank line, but its later lines may lack the "> ". Text before the first
// quote is a note on the whole article (Omnivore writes those notes without a quote).
import type { ParsedHighlight } from "../parsed-library";

const LABELS = /^#\S+(\s+#\S+)*$/;

export interface OmnivoreNotes {
  highlights: ParsedHighlight[];
  notes: string[];
}

function passage(paragraph: string): string {
  return paragraph
    .split("\n")
    .map((line) => line.replace(/^> ?/, ""))
    .join("\n")
    .trimEnd();
}

export function readOmnivoreHighlights(markdown: string): OmnivoreNotes {
  const highlights: ParsedHighlight[] = [];
  const notes: string[] = [];
  let current: ParsedHighlight | undefined;
  let labelsAllowed = false;
  const paragraphs = markdown.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  for (const raw of paragraphs) {
    const paragraph = raw.replace(/^\n+|\n+$/g, "");
    if (!paragraph.trim()) continue;
    if (paragraph.startsWith(">")) {
      const quote = passage(paragraph);
      current = quote.trim() ? { quote } : undefined;
      if (current) highlights.push(current);
      labelsAllowed = true;
      continue;
    }
    // Labels come straight after the passage; a note that merely starts with "#" comes later.
    if (current && labelsAllowed && LABELS.test(paragraph.trim())) {
      labelsAllowed = false;
      continue;
    }
    labelsAllowed = false;
    if (current) current.note = current.note ? `${current.note}\n\n${paragraph.trim()}` : paragraph.trim();
    else notes.push(paragraph.trim());
  }
  return { highlights, notes };
}
