// The notification digests' words: every language of the Language selector has every kind, the
// words themselves carry no markup (only escaped user values reach the HTML), and a digest with
// more events than it lists says how many more.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/shared";
import { DIGEST_TEXTS } from "../../src/modules/mail/digest-texts";
import { digestMessage } from "../../src/modules/mail/digest-mail";
import { DIGEST_KINDS, type DigestItem } from "../../src/modules/mail/digests.repository";

const ORIGIN = "https://spurq.example";

const item = (n: number, extra: Partial<DigestItem> = {}): DigestItem => ({
  actor: `reader_${n}`,
  articleTitle: `Title ${n}`,
  text: `Text ${n}`,
  path: `/articles/a${n}`,
  at: Timestamp.fromMillis(n),
  ...extra,
});

describe("digest texts", () => {
  it("when any language and kind is mailed, then subject, text and HTML are filled in that language's words", () => {
    expect(Object.keys(DIGEST_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const texts = DIGEST_TEXTS[language];
      for (const kind of DIGEST_KINDS) {
        const one = digestMessage(texts, { kind, count: 1, items: [item(1)] }, "ana", ORIGIN);
        const many = digestMessage(
          texts,
          { kind, count: 3, items: [item(1), item(2), item(3)] },
          "ana",
          ORIGIN,
        );
        for (const message of [one, many]) {
          expect(message.subject.length, `${language} ${kind}`).toBeGreaterThan(5);
          expect(message.text).toContain("reader_1");
          expect(message.text).toContain(`${ORIGIN}/#/articles/a1`);
          expect(message.text).toContain(texts.setting[kind]);
          expect(message.html).toContain(`<a href="${ORIGIN}/#/articles/a1">`);
        }
        if (language !== "japanese" && language !== "chinese") {
          // Languages with a singular say "a new ..." for one, and the number for more.
          expect(one.subject, `${language} ${kind}`).not.toContain("1");
        }
        expect(many.subject, `${language} ${kind}`).toContain("3");
      }
    }
  });

  it("when the words are written, then none carries markup or an entity, so only escaped values reach the HTML", () => {
    const markup = /[<>&]/;
    for (const language of LANGUAGES) {
      const texts = DIGEST_TEXTS[language];
      const samples = [texts.greeting("x"), texts.more(2), texts.open, texts.why("x")];
      for (const kind of DIGEST_KINDS) {
        samples.push(texts.subject[kind](1), texts.subject[kind](2), texts.setting[kind]);
        samples.push(texts.item[kind]({ actor: "x", title: "y", text: "z" }));
        samples.push(texts.item[kind]({ actor: "x", title: "y", text: null }));
      }
      for (const sample of samples) expect(sample, language).not.toMatch(markup);
    }
  });

  it("when user values carry markup, then the HTML escapes each of them and the plain text keeps them", () => {
    const evil = item(1, {
      actor: "<b>ana</b>",
      articleTitle: `"Tides" & <script>x</script>`,
      text: "<img src=x onerror='y'>",
      path: '/articles/a1?x="><script>',
    });
    const message = digestMessage(
      DIGEST_TEXTS.english,
      { kind: "articleComments", count: 1, items: [evil] },
      "<i>me</i>",
      ORIGIN,
    );
    expect(message.html).not.toMatch(/<(b|script|img|i)[ >]/);
    expect(message.html).toContain(
      "&lt;b&gt;ana&lt;/b&gt; commented on “&quot;Tides&quot; &amp; &lt;script&gt;x&lt;/script&gt;”",
    );
    expect(message.html).toContain("&lt;img src=x onerror=&#39;y&#39;&gt;");
    expect(message.html).toContain(`href="${ORIGIN}/#/articles/a1?x=&quot;&gt;&lt;script&gt;"`);
    expect(message.html).toContain("Hi &lt;i&gt;me&lt;/i&gt;,");
    expect(message.text).toContain(
      `<b>ana</b> commented on “"Tides" & <script>x</script>”: <img src=x onerror='y'>`,
    );
  });

  it("when a digest counts more events than it lists, then it says how many more in every language", () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i));
    const english = digestMessage(DIGEST_TEXTS.english, { kind: "spurqs", count: 27, items }, "ana", ORIGIN);
    expect(english.subject).toBe("You have 27 new spurqs");
    expect(english.text).toContain("…and 7 more.");
    expect(english.html).toContain("<p>…and 7 more.</p>");
    for (const language of LANGUAGES) {
      const message = digestMessage(
        DIGEST_TEXTS[language],
        { kind: "spurqs", count: 27, items },
        "ana",
        ORIGIN,
      );
      expect(message.text, language).toContain(DIGEST_TEXTS[language].more(7));
      expect(message.subject, language).toContain("27");
    }
  });
});
