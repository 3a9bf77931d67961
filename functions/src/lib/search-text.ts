// How text is cut into searchable words, in every language Spurq speaks. Words come from the
// platform's word segmenter (Intl.Segmenter, which Node and browsers ship with dictionaries for
// Chinese and Japanese), so 「機械学習の入門」 gives 機械 | 学習 | の | 入門 where splitting on
// spaces would give one word. Each word is lowercased and NFKC-normalised (full-width letters
// become plain ones), and Latin, Greek and Cyrillic letters lose their accents (café = cafe);
// kana keep their voicing marks, which change the word.
//
// Firestore finds a document by one `array-contains` token, so each stored word is stored as its
// prefixes (a query word matches the start of a word). Han, kana and Hangul words are short and a
// segmenter may keep a compound whole (機械学習), so for them every run of characters inside the
// word is stored too, and a query word matches anywhere in such a word.

/**
 * The version of these rules. Documents stored under an older one (words split on spaces, no
 * folding, no bodies or notes) are indexed again by the search module's reindex job; a new
 * account starts at this version, having nothing older.
 */
export const SEARCH_WORDS_VERSION = 2;

/** Longest prefix stored per word: a longer query word is matched on this much, then in memory. */
const TOKEN_MAX = 12;

const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
const ACCENTED = /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** One word as it is stored and compared. */
export function foldWord(word: string): string {
  return word.normalize("NFKC").toLowerCase().normalize("NFD").replace(ACCENTED, "").normalize("NFC");
}

export interface Word {
  word: string;
  /** Where the word starts in the text (UTF-16 index), and its length there. */
  index: number;
  length: number;
}

/**
 * The segmenter costs about a microsecond a character (and more than linearly on long strings),
 * too much for a long body. Between spaces, a run of Latin, Greek or Cyrillic letters and digits
 * (with punctuation only at its ends) is one word for the segmenter too (Unicode's word rules
 * never break between letters, or letters and digits, and never join a word with punctuation at
 * its edge), so such a run is taken as it is; anything else (CJK, a word with an apostrophe or a
 * dot inside, a run of symbols) goes through the segmenter, in pieces of at most PIECE characters
 * cut at a CJK punctuation mark where there is one.
 */
const PIECE = 1000;
const PLAIN = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}\p{M}]+$/u;
const EDGES = /^[^\p{L}\p{N}\p{M}]*(.*?)[^\p{L}\p{N}\p{M}]*$/su;
const CJK_BREAK = /[\u3000-\u3003\uff01\uff0c\uff0e\uff1a\uff1b\uff1f]/u;

function push(words: Word[], segment: string, index: number): void {
  const word = foldWord(segment);
  if (/[\p{L}\p{N}]/u.test(word)) words.push({ word, index, length: segment.length });
}

function segmentInto(words: Word[], text: string, offset: number): void {
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + PIECE);
    if (to < text.length) {
      for (let at = to; at < Math.min(text.length, to + PIECE); at++) {
        if (CJK_BREAK.test(text[at]!)) {
          to = at + 1;
          break;
        }
      }
    }
    for (const part of segmenter.segment(text.slice(from, to))) {
      if (part.isWordLike) push(words, part.segment, offset + from + part.index);
    }
    from = to;
  }
}

/** The words of a text, folded, with where each stands in it. */
export function wordsAt(text: string): Word[] {
  const words: Word[] = [];
  for (const run of text.matchAll(/\S+/gu)) {
    const core = EDGES.exec(run[0])![1]!;
    if (core && PLAIN.test(core)) push(words, core, run.index + run[0].indexOf(core));
    else if (core) segmentInto(words, run[0], run.index);
  }
  return words;
}

/** The folded words of a text. */
export const searchWords = (text: string): string[] => wordsAt(text).map((entry) => entry.word);

const isCjk = (word: string) => CJK.test(word);

/** The tokens a word is found by: its prefixes from `shortest` characters, every inner run for CJK. */
function tokensOf(word: string, shortest: number, into: Set<string>): void {
  const chars = [...word];
  const starts = isCjk(word) ? chars.length : 1;
  for (let start = 0; start < starts; start++) {
    const from = isCjk(word) ? 1 : shortest;
    for (let length = from; length <= Math.min(chars.length - start, TOKEN_MAX); length++) {
      into.add(chars.slice(start, start + length).join(""));
    }
  }
}

/**
 * The tokens of a short text (a title, a highlight's opening, a comment, a question), at most
 * `max`: every prefix of every word, so a query finds it by the start of any word.
 */
export function textTokens(text: string, max = 150): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords(text)) {
    tokensOf(word, 1, tokens);
    if (tokens.size >= max) break;
  }
  return [...tokens].slice(0, max);
}

/**
 * The prefix lengths a body keeps of each word (CJK words keep every inner run, as elsewhere).
 * A body is the largest thing searched, and keeping every prefix of 2 to 12 characters made its
 * terms most of what a saved article stores; these five keep about half as many terms on English
 * prose (docs/decisions.md, "The body search index"). A query word is looked up by its longest
 * kept prefix (bodyLookupToken), which may also start other words: the chunk's text, read to
 * show the match, decides.
 */
export const BODY_PREFIX_LENGTHS = [2, 3, 5, 8, TOKEN_MAX] as const;

function bodyTokensOf(word: string, into: Set<string>): void {
  if (isCjk(word)) return tokensOf(word, 1, into);
  const chars = [...word];
  for (const length of BODY_PREFIX_LENGTHS) {
    if (length > chars.length) break;
    into.add(chars.slice(0, length).join(""));
  }
}

/**
 * The tokens of a long text (an article's body), at most `max`: its words' prefixes of
 * BODY_PREFIX_LENGTHS (a one-letter query matching every body is no help), CJK runs from one.
 * Tokens in `stored` (those an earlier part of the same body keeps already) are left out and do
 * not count.
 */
export function bodyTokens(text: string, max: number, stored: ReadonlySet<string> = new Set()): string[] {
  const kept = new Set<string>();
  const seen = new Set<string>();
  const ofWord = new Set<string>();
  for (const word of searchWords(text)) {
    if (seen.has(word)) continue;
    seen.add(word);
    ofWord.clear();
    bodyTokensOf(word, ofWord);
    for (const token of ofWord) if (!stored.has(token)) kept.add(token);
    if (kept.size >= max) break;
  }
  return [...kept].slice(0, max);
}

/**
 * The body term a query token (queryToken's) is looked up by: itself for CJK, else its longest
 * prefix a body keeps; none for a one-letter word. Bodies stored before the lengths were
 * chosen keep every prefix, so they are found by it too.
 */
export function bodyLookupToken(token: string): string | undefined {
  if (isCjk(token)) return token;
  const chars = [...token];
  const length = BODY_PREFIX_LENGTHS.filter((kept) => kept <= chars.length).at(-1);
  return length === undefined ? undefined : chars.slice(0, length).join("");
}

/** The words of a query, folded. */
export const queryWords = (query: string): string[] => searchWords(query);

/** The token a query is looked up by: its longest word, cut to the stored prefix length. */
export function queryToken(query: string): string | undefined {
  const longest = [...queryWords(query)].sort((a, b) => [...b].length - [...a].length)[0];
  return longest === undefined ? undefined : [...longest].slice(0, TOKEN_MAX).join("");
}

/** Whether a text's word matches a query word: by its start, or anywhere inside a CJK word. */
const wordMatches = (word: string, q: string) => word.startsWith(q) || (isCjk(q) && word.includes(q));

/** True when every word of the query matches some word of the text. */
export function textMatches(text: string, query: string): boolean {
  const words = searchWords(text);
  return queryWords(query).every((q) => words.some((word) => wordMatches(word, q)));
}

/** Words of context shown around a match, on each side, at most. */
const CONTEXT_CHARACTERS = 60;

export interface Snippet {
  /** The words around the match, cut at word boundaries ("…" where cut). */
  text: string;
  /** The matched word's place in `text`. */
  start: number;
  length: number;
}

/**
 * The words around the first place where the query's first word matches (all of a short text
 * when it fits), or undefined when no word of the text matches.
 */
export function snippetAround(text: string, query: string, around = CONTEXT_CHARACTERS): Snippet | undefined {
  const [first] = queryWords(query);
  if (first === undefined) return undefined;
  const words = wordsAt(text);
  const hit = words.find((entry) => wordMatches(entry.word, first));
  if (!hit) return undefined;
  let from = Math.max(0, hit.index - around);
  let to = Math.min(text.length, hit.index + hit.length + around);
  // Cut on word boundaries: start at the first word that begins at or after `from`, end after
  // the last word that ends by `to`.
  if (from > 0) from = words.find((entry) => entry.index >= from)?.index ?? hit.index;
  if (to < text.length) {
    const last = [...words].reverse().find((entry) => entry.index + entry.length <= to);
    to = last ? last.index + last.length : hit.index + hit.length;
  }
  const lead = from > 0 ? "…" : "";
  const body = text.slice(from, to).replace(/\s+/g, " ");
  // Whitespace collapsed before the match moves it: count it again on the collapsed prefix.
  const start = lead.length + text.slice(from, hit.index).replace(/\s+/g, " ").length;
  return {
    text: `${lead}${body}${to < text.length ? "…" : ""}`,
    start,
    length: hit.length,
  };
}
