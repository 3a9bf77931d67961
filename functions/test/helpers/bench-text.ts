// The generated text of the search bench (test/bench/search.bench.test.ts), shared with the
// measure of what the body search index stores (test/unit/search-terms-cost.test.ts), so both
// speak of the same articles.
export const WORDS = (
  "harbour lighthouse keeper ledger winter storm ferry timetable market river bridge library reading " +
  "octopus neuron memory map compass garden kitchen bread recipe walking city street tram station " +
  "mountain valley forest island coast tide moon orbit planet comet telescope archive letter diary " +
  "music piano violin choir theatre poem novel chapter author editor printer paper ink typewriter " +
  "engine signal network server protocol database garden orchard harvest winter spring summer autumn"
).split(" ");
/** Japanese and Chinese words, joined without spaces as those languages are written. */
export const CJK_WORDS =
  "機械 学習 入門 深層 自然 言語 处理 基本 方法 研究 港 灯台 潮 月 軌道 图书馆 阅读 记忆".split(" ");
/** Words in a body (about 1,800 characters of English). */
export const BODY_WORDS = 300;

/** A deterministic pseudo-random sequence, so every run builds the same library. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function phrase(next: () => number, words: number, list = WORDS, joiner = " "): string {
  return Array.from({ length: words }, () => list[Math.floor(next() * list.length)]).join(joiner);
}

/** An English body as the bench stores it: two paragraphs of BODY_WORDS words in all. */
export function englishBody(next: () => number, extra = ""): string {
  return `<p>${phrase(next, BODY_WORDS / 2)}${extra}.</p><p>${phrase(next, BODY_WORDS / 2)}.</p>`;
}
