// Cutting imported text to a length (the 2,000,000-character article cap) without ending inside a
// word or on half of a surrogate pair; shared by the PDF and URL imports.

/** Looked back at most this far for a space: a longer "word" is cut where it stands. */
const LONGEST_WORD = 200;

/** At most `max` characters of `text`, ending between words where there is a space near the end. */
export function cutBetweenWords(text: string, max: number): string {
  let end = max;
  const floor = max - LONGEST_WORD;
  while (end > floor && !/\s/.test(text.charAt(end)) && !/\s/.test(text.charAt(end - 1))) end--;
  // Never end on half of a surrogate pair (an emoji or a rare character).
  return text
    .slice(0, end > floor ? end : max)
    .replace(/[\uD800-\uDBFF]$/, "")
    .trimEnd();
}
