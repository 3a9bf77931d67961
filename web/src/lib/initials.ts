// Avatar initials: the first letters of two words, or the first two characters of a
// single word, uppercased; 'U' when the name is empty.

export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return "U";
  if (second) return (Array.from(first)[0]! + Array.from(second)[0]!).toUpperCase();
  return Array.from(first).slice(0, 2).join("").toUpperCase();
}
