// Which characters of a new version came from which characters of the old one, by a word-level
// Myers diff (the algorithm behind git diff): equal tokens map character for character, the rest
// are new. Used only to derive ground truth from real revisions, never by the anchoring code.

const TOKEN = /[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu;

const dictionary = new Map<string, number>();
function tokenise(text: string): { ids: Int32Array; starts: number[] } {
  const ids: number[] = [];
  const starts: number[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let id = dictionary.get(m[0]);
    if (id === undefined) dictionary.set(m[0], (id = dictionary.size));
    ids.push(id);
    starts.push(m.index);
  }
  starts.push(text.length);
  return { ids: Int32Array.from(ids), starts };
}

/** Pairs of equal token indexes (old, new), in order; null when the diff needs more than `maxEdits` edits. */
function myers(a: Int32Array, b: Int32Array, maxEdits: number): [number, number][] | null {
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) lo++;
  let hiA = a.length;
  let hiB = b.length;
  while (hiA > lo && hiB > lo && a[hiA - 1] === b[hiB - 1]) {
    hiA--;
    hiB--;
  }
  const n = hiA - lo;
  const m = hiB - lo;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found === -1; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[lo + x] === b[lo + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found === -1) return null;
  // Walk back through the saved frontiers to recover the matched diagonals.
  const pairs: [number, number][] = [];
  for (let i = a.length - 1, j = b.length - 1; i >= hiA; i--, j--) pairs.push([i, j]);
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const saved = trace[d]!;
    const at = (k: number) => saved[k + d + 1]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      pairs.push([lo + x, lo + y]);
    }
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    pairs.push([lo + x, lo + y]);
  }
  for (let i = lo - 1; i >= 0; i--) pairs.push([i, i]);
  return pairs.reverse();
}

/** For each character of `after`, its offset in `before`, or -1; null when the versions differ too much. */
export function characterOrigins(before: string, after: string, maxEdits = 4000): Int32Array | null {
  const a = tokenise(before);
  const b = tokenise(after);
  const pairs = myers(a.ids, b.ids, maxEdits);
  if (!pairs) return null;
  const origin = new Int32Array(after.length).fill(-1);
  let i0 = 0;
  let j0 = 0;
  for (const [i, j] of [...pairs, [a.ids.length, b.ids.length] as [number, number]]) {
    // Between equal tokens, a changed run: refine it character by character, so that a word with
    // one letter changed keeps its other letters (as a reader sees it).
    const oldFrom = a.starts[i0]!;
    const oldTo = a.starts[i]!;
    const newFrom = b.starts[j0]!;
    const newTo = b.starts[j]!;
    if (oldTo > oldFrom && newTo > newFrom && oldTo - oldFrom <= 2000 && newTo - newFrom <= 2000) {
      const codes = (s: string) => Int32Array.from({ length: s.length }, (_, k) => s.charCodeAt(k));
      const inner = myers(codes(before.slice(oldFrom, oldTo)), codes(after.slice(newFrom, newTo)), 1000);
      for (const [x, y] of inner ?? []) origin[newFrom + y] = oldFrom + x;
    }
    if (i < a.ids.length) {
      const from = a.starts[i]!;
      const to = b.starts[j]!;
      const length = b.starts[j + 1]! - to;
      for (let c = 0; c < length; c++) origin[to + c] = from + c;
    }
    i0 = i + 1;
    j0 = j + 1;
  }
  return origin;
}
