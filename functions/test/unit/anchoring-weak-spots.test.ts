// The cases where anchoring used to land on the wrong words or lose a highlight it could keep,
// as the anchoring benchmark (npm run bench:anchoring) found them.
import { describe, expect, it } from "vitest";
import { anchorHighlight, describeSelection, type TextSelector } from "../../src/shared/anchoring";

function select(text: string, quote: string, occurrence = 0): TextSelector {
  let at = -1;
  for (let i = 0; i <= occurrence; i += 1) at = text.indexOf(quote, at + 1);
  if (at === -1) throw new Error(`"${quote}" not in text`);
  return describeSelection(text, at, at + quote.length)!;
}

const landed = (text: string, h: TextSelector) => {
  const at = anchorHighlight(text, h);
  return at && { at: at.startOffset, text: text.slice(at.startOffset, at.endOffset) };
};

describe("anchoring where edits used to mislead it", () => {
  it("when a word inside the quote changes and the old phrase stands unchanged elsewhere, then it lands on the edited passage in its context", () => {
    const text =
      "On the first morning the harbour master counted the boats twice before letting anyone sail. " +
      "Much later, in another town, the harbour master counted the boats on the beach for fun.";
    const h = select(text, "the harbour master counted the boats", 0);
    const edited = text.replace(
      "the harbour master counted the boats twice",
      "the harbor master counted the boats twice",
    );
    expect(landed(edited, h)).toEqual({ at: h.startOffset, text: "the harbor master counted the boats" });
  });

  it("when the word right beside the quote changes, then its context still counts by similarity and picks the right copy", () => {
    const text =
      "Grey boats lay moored in the bay. The river was cold. We walked home early that day. " +
      "Old boats lay moored in the bay. The river was cold. We walked on together, not speaking.";
    const h = select(text, "The river was cold.", 1);
    const edited = text.replace(
      "Old boats lay moored in the bay. The river",
      "Old boats lay moored in the harbour. The river",
    );
    const second = edited.lastIndexOf("The river was cold.");
    expect(landed(edited, h)).toEqual({ at: second, text: "The river was cold." });
  });

  it("when a short quote's typo is fixed, then it lands on the corrected word in its context", () => {
    const text = "Members will recieve the minutes of each meeting by post within a week of it.";
    const h = select(text, "recieve");
    const edited = text.replace("recieve", "receive");
    expect(landed(edited, h)).toEqual({ at: h.startOffset, text: "receive" });
  });

  it("when the quoted passage is deleted and similar words remain elsewhere, then it is orphaned, not moved onto them", () => {
    const text =
      "Budget news. The committee approved the plan on Monday after a long debate about the harbour. " +
      "Residents were pleased. Weeks later, at a quieter session, the committee approved the plans on Sunday.";
    const h = select(text, "The committee approved the plan on Monday");
    const edited = text.replace(
      "The committee approved the plan on Monday after a long debate about the harbour. ",
      "",
    );
    expect(anchorHighlight(edited, h)).toBeNull();
  });

  it("when the words around a short quote are rewritten and its only copy is a few characters from its old place, then it stays highlighted", () => {
    const text =
      "The ferry left at dawn with the post and two crates of oranges. It reached Lisbon before the " +
      "storm broke over the estuary, and the crew slept in the harbour inn until the wind dropped.";
    const h = select(text, "Lisbon");
    const edited = text.replace(
      "and two crates of oranges. It reached Lisbon before the storm broke over",
      "and a dog that barked all the way; they docked in Lisbon as heavy rain swept across",
    );
    const now = edited.indexOf("Lisbon");
    expect(Math.abs(now - h.startOffset)).toBeLessThanOrEqual(16);
    expect(landed(edited, h)).toEqual({ at: now, text: "Lisbon" });
  });

  it("when a short quote's passage is deleted and another copy stands far from its old place, then it is orphaned", () => {
    const text =
      "Lisbon was the last stop on the line. The ferry left at dawn and reached Lisbon before the " +
      "storm broke over the estuary, and the crew slept in the harbour inn until the wind dropped.";
    const h = select(text, "Lisbon", 1);
    const edited = text.replace(
      "The ferry left at dawn and reached Lisbon before the storm broke over the estuary, and ",
      "",
    );
    expect(anchorHighlight(edited, h)).toBeNull();
  });
});
