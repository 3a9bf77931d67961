// Question of the day: one passage a day per user from highlights they may read (their own
// articles and those shared with them), friends' preferred, never the same within 30 days, with
// a friend's spurq question or the day's reflective prompt; the day is the user's own (time zone);
// dismissal; another user's question ids are 404. Days are set with the service clock (atTime).
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { atTime } from "../../src/lib/clock";
import { addDays } from "../../src/shared";
import { REFLECTIVE_PROMPTS, promptFor } from "../../src/modules/daily-question/daily-question.choice";
import { OWNED_DATA } from "../../src/modules/account/owned-data";

const db = () => getFirestore();
const PARAGRAPHS = [
  "Tides follow the moon and the sun together.",
  "Lighthouse keepers wrote down every passing ship.",
  "Salt marshes shelter young fish from the open sea.",
  "Harbour walls were built from the stones of old forts.",
  "Fog horns sound lower so that their note carries further.",
  "Buoys mark the channel where the water runs deep.",
  "Gulls follow the fishing boats back to the quay.",
  "Old charts show sandbanks that have since moved.",
];
const CONTENT = PARAGRAPHS.join("\n\n");
const TEXT = PARAGRAPHS.join("");

/** Noon UTC on a day of a year nobody else's test uses. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const DAY = "2031-03-10";

async function createArticle(user: SyncedUser, title: string): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content: CONTENT, author: "A" });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function highlight(user: SyncedUser, articleId: string, text: string): Promise<string> {
  const start = TEXT.indexOf(text);
  const response = await user.call
    .post("/api/highlights")
    .send({ articleId, text, startOffset: start, endOffset: start + text.length });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function sendSpurq(
  from: SyncedUser,
  to: SyncedUser,
  articleId: string,
  highlightId: string | null,
  question: string | null,
) {
  const response = await from.call
    .post("/api/spurqs")
    .send({ recipientId: to.uid, articleId, highlightId, question });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function questionOn(user: SyncedUser, at: Date) {
  const response = await atTime(at, () => user.call.get("/api/daily-question"));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    id: string;
    question: string;
    highlightText: string;
    articleId: string;
    articleTitle: string;
  } | null;
}

/** A reader with their own article and highlights of each of the given paragraphs. */
async function readerWithHighlights(count: number) {
  const reader = await syncedUser("daily");
  const articleId = await createArticle(reader, "Coastlines");
  const texts = PARAGRAPHS.slice(0, count);
  for (const text of texts) await highlight(reader, articleId, text);
  return { reader, articleId, texts };
}

const storedDays = async (uid: string) =>
  (await db().collection("users").doc(uid).collection("dailyQuestions").get()).docs.map((doc) => doc.id);

describe("GET /api/daily-question", () => {
  it("when asked several times on one day, then the same question; the next day, another passage", async () => {
    const { reader, texts } = await readerWithHighlights(2);
    const morning = await questionOn(reader, new Date(`${DAY}T00:30:00Z`));
    const evening = await questionOn(reader, new Date(`${DAY}T23:30:00Z`));
    expect(morning).not.toBeNull();
    expect(evening).toEqual(morning);
    expect(texts).toContain(morning!.highlightText);
    expect(morning!.articleTitle).toBe("Coastlines");
    // Nobody asked about the reader's own passages: the day's reflective prompt.
    expect(morning!.question).toBe(promptFor(DAY));

    const next = await questionOn(reader, noon(addDays(DAY, 1)));
    expect(next!.id).not.toBe(morning!.id);
    expect(next!.highlightText).not.toBe(morning!.highlightText);
    expect(next!.question).toBe(promptFor(addDays(DAY, 1)));
    expect(promptFor(addDays(DAY, 1))).not.toBe(promptFor(DAY));
    expect(await storedDays(reader.uid)).toEqual([DAY, addDays(DAY, 1)]);
  });

  it("when two first requests of a day race, then both get the one question kept", async () => {
    const { reader } = await readerWithHighlights(4);
    const answers = await atTime(noon(DAY), () =>
      Promise.all(Array.from({ length: 5 }, () => reader.call.get("/api/daily-question"))),
    );
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(await storedDays(reader.uid)).toEqual([DAY]);
    expect((await questionOn(reader, noon(DAY)))!.id).toBe([...ids][0]);
  });

  it("when every passage was served in the last 30 days, then none; on the 30th day the first comes back", async () => {
    const { reader, texts } = await readerWithHighlights(3);
    const served: string[] = [];
    for (let i = 0; i < 3; i++) served.push((await questionOn(reader, noon(addDays(DAY, i))))!.highlightText);
    expect(new Set(served)).toEqual(new Set(texts));
    expect(await questionOn(reader, noon(addDays(DAY, 3)))).toBeNull();
    expect(await questionOn(reader, noon(addDays(DAY, 29)))).toBeNull();
    const back = await questionOn(reader, noon(addDays(DAY, 30)));
    expect(back!.highlightText).toBe(served[0]);
  });

  it("when a friend highlighted the reader's article, then the friend's passage is preferred", async () => {
    const { reader, articleId } = await readerWithHighlights(7);
    const friend = await syncedUser("friend");
    await makeFriends(reader, friend);
    // Asking the friend about the article makes them a reader, so they may highlight it.
    await sendSpurq(reader, friend, articleId, null, "Thoughts?");
    await highlight(friend, articleId, PARAGRAPHS[7]!);
    const question = await questionOn(reader, noon(DAY));
    expect(question!.highlightText).toBe(PARAGRAPHS[7]);
    expect(question!.articleId).toBe(articleId);
  });

  it("when a friend shared their article with a question about a passage, then that passage comes with the friend's question", async () => {
    const reader = await syncedUser("daily");
    const friend = await syncedUser("friend");
    await makeFriends(reader, friend);
    const articleId = await createArticle(friend, "Keepers");
    const asked = await highlight(friend, articleId, PARAGRAPHS[1]!);
    await highlight(friend, articleId, PARAGRAPHS[2]!);
    await sendSpurq(friend, reader, articleId, asked, "Would you have kept such a log?");
    const question = await questionOn(reader, noon(DAY));
    expect(question).toMatchObject({
      question: "Would you have kept such a log?",
      highlightText: PARAGRAPHS[1],
      articleId,
      articleTitle: "Keepers",
    });
    // The next day, the friend's other passage, with the day's prompt.
    const next = await questionOn(reader, noon(addDays(DAY, 1)));
    expect(next).toMatchObject({ highlightText: PARAGRAPHS[2], question: promptFor(addDays(DAY, 1)) });
  });

  it("when a third user's highlights are on articles the reader may not read, then they are never chosen", async () => {
    const reader = await syncedUser("daily");
    const friend = await syncedUser("friend");
    const stranger = await syncedUser("stranger");
    await makeFriends(reader, friend);
    await makeFriends(friend, stranger);
    const strangers = await createArticle(stranger, "Private");
    for (const text of PARAGRAPHS) await highlight(stranger, strangers, text);
    // The stranger shares with the friend, not with the reader.
    await sendSpurq(stranger, friend, strangers, null, "Look");
    for (let i = 0; i < 3; i++) expect(await questionOn(reader, noon(addDays(DAY, i)))).toBeNull();
    expect(await storedDays(reader.uid)).toEqual([]);

    // A stranger's highlight on an article shared with the reader is readable; the friend's is preferred.
    const friends = await createArticle(friend, "Shared");
    await sendSpurq(friend, reader, friends, null, "Have a look");
    await sendSpurq(friend, stranger, friends, null, "Have a look");
    await highlight(stranger, friends, PARAGRAPHS[0]!);
    await highlight(friend, friends, PARAGRAPHS[1]!);
    const question = await questionOn(reader, noon(addDays(DAY, 3)));
    expect(question).toMatchObject({ articleId: friends, highlightText: PARAGRAPHS[1] });
  });

  it("when the kept passage is deleted or its article trashed, then it is not served again", async () => {
    const reader = await syncedUser("daily");
    const friend = await syncedUser("friend");
    await makeFriends(reader, friend);
    const articleId = await createArticle(friend, "Shared");
    const first = await highlight(friend, articleId, PARAGRAPHS[0]!);
    await sendSpurq(friend, reader, articleId, first, "Why the moon?");
    const own = await createArticle(reader, "Mine");
    await highlight(reader, own, PARAGRAPHS[3]!);

    const kept = await questionOn(reader, noon(DAY));
    expect(kept!.highlightText).toBe(PARAGRAPHS[0]);
    expect((await friend.call.delete(`/api/highlights/${first}`)).status).toBe(204);
    const replaced = await questionOn(reader, noon(DAY));
    expect(replaced).toMatchObject({ highlightText: PARAGRAPHS[3], articleId: own });
    expect(replaced!.id).not.toBe(kept!.id);

    // The next day the friend's new passage is chosen; then the friend trashes the article.
    await highlight(friend, articleId, PARAGRAPHS[1]!);
    const next = await questionOn(reader, noon(addDays(DAY, 1)));
    expect(next!.highlightText).toBe(PARAGRAPHS[1]);
    expect((await friend.call.delete(`/api/articles/${articleId}`)).status).toBe(204);
    // The reader's own passage was served yesterday, so nothing is left to ask about.
    expect(await questionOn(reader, noon(addDays(DAY, 1)))).toBeNull();
  });

  it("when the user's time zone is far east or far west, then their own day decides the question", async () => {
    const east = await readerWithHighlights(3);
    const west = await readerWithHighlights(3);
    await db()
      .collection("progress")
      .doc(east.reader.uid)
      .set({ timeZone: "Pacific/Kiritimati" }, { merge: true });
    await db()
      .collection("progress")
      .doc(west.reader.uid)
      .set({ timeZone: "Pacific/Pago_Pago" }, { merge: true });
    // Kiritimati (UTC+14) passes midnight at 10:00 UTC, into the next day; Pago Pago (UTC−11) at
    // 11:00 UTC, into the same calendar day as UTC's.
    const [a, b] = [new Date(`${DAY}T09:00:00Z`), new Date(`${DAY}T11:00:00Z`)];
    const eastA = await questionOn(east.reader, a);
    const eastB = await questionOn(east.reader, b);
    expect(eastB!.id).not.toBe(eastA!.id);
    expect(await storedDays(east.reader.uid)).toEqual([DAY, addDays(DAY, 1)]);

    const westA = await questionOn(west.reader, new Date(`${DAY}T10:30:00Z`));
    const westB = await questionOn(west.reader, new Date(`${DAY}T11:30:00Z`));
    expect(westB!.id).not.toBe(westA!.id);
    expect(await storedDays(west.reader.uid)).toEqual([addDays(DAY, -1), DAY]);
    // The same two instants in UTC are one day.
    const utc = await readerWithHighlights(3);
    expect((await questionOn(utc.reader, a))!.id).toBe((await questionOn(utc.reader, b))!.id);
  });

  it("when the question is kept, then a first request reads what it ranks and a later one 6 documents", async () => {
    const reader = await syncedUser("daily");
    const friend = await syncedUser("friend");
    await makeFriends(reader, friend);
    const articleId = await createArticle(friend, "Shared");
    for (const text of PARAGRAPHS) await highlight(friend, articleId, text);
    await sendSpurq(friend, reader, articleId, null, "Look");
    const first = await countReads(() => questionOn(reader, noon(DAY)));
    const later = await countReads(() => questionOn(reader, noon(DAY)));
    expect(later.result).toEqual(first.result);
    console.info(`daily question reads: first request ${first.reads}, later request ${later.reads}`);
    // progress, the day's question, its highlight, article, the reader's reader document and their
    // side of the friendship with the owner (a grant holds only while they are friends).
    expect(later.reads).toBe(6);
    // progress, the day's question (missing), the previous day's (none: 1), own highlights (none: 1),
    // incoming spurqs (1), the shared article's 8 highlights, the friend's link, the chosen
    // article, reader document and friendship, and the transaction's read of the day.
    expect(first.reads).toBe(18);
  });
});

describe("daily question dismissal", () => {
  it("when the reader dismisses their question, then it stays dismissed; dismissing again is harmless", async () => {
    const { reader } = await readerWithHighlights(1);
    const question = (await questionOn(reader, noon(DAY)))!;
    const check = () =>
      reader.call.get(`/api/daily-question/is-dismissed?questionId=${encodeURIComponent(question.id)}`);
    expect((await check()).body).toEqual({ isDismissed: false });
    expect(
      (await reader.call.post("/api/daily-question/dismiss").send({ questionId: question.id })).status,
    ).toBe(204);
    expect((await check()).body).toEqual({ isDismissed: true });
    // The reference client sends its user id too: accepted and ignored, the token decides.
    const again = await reader.call
      .post("/api/daily-question/dismiss")
      .send({ questionId: question.id, userId: 1 });
    expect(again.status).toBe(204);
    const dismissals = await db().collection("users").doc(reader.uid).collection("dismissedQuestions").get();
    expect(dismissals.docs.map((doc) => doc.id)).toEqual([question.id]);
    // The question itself is still the day's (the banner hides it; the client checks the dismissal).
    expect((await questionOn(reader, noon(DAY)))!.id).toBe(question.id);
  });

  it("when another user (or an unrelated third) names the reader's question id, then 404 and nothing changes", async () => {
    const { reader } = await readerWithHighlights(1);
    const { reader: other } = await readerWithHighlights(1);
    const third = await syncedUser("third");
    const question = (await questionOn(reader, noon(DAY)))!;
    await questionOn(other, noon(DAY));
    for (const user of [other, third]) {
      const dismissed = await user.call.post("/api/daily-question/dismiss").send({ questionId: question.id });
      expect(dismissed.status).toBe(404);
      expect(dismissed.body).toEqual({ error: "Question not found" });
      const checked = await user.call.get(`/api/daily-question/is-dismissed?questionId=${question.id}`);
      expect(checked.status).toBe(404);
    }
    for (const made of [`${DAY}-${"x".repeat(20)}`, "not-a-question", DAY]) {
      expect((await reader.call.post("/api/daily-question/dismiss").send({ questionId: made })).status).toBe(
        404,
      );
    }
    const mine = await reader.call.get(`/api/daily-question/is-dismissed?questionId=${question.id}`);
    expect(mine.body).toEqual({ isDismissed: false });
    for (const user of [other, third]) {
      const theirs = await db().collection("users").doc(user.uid).collection("dismissedQuestions").get();
      expect(theirs.empty).toBe(true);
    }
  });

  it("when the input is bad, then 400 with the field's message and nothing is stored", async () => {
    const { reader } = await readerWithHighlights(1);
    const question = (await questionOn(reader, noon(DAY)))!;
    const bodies: Array<[unknown, string]> = [
      [{}, "questionId is required."],
      [{ questionId: "" }, "questionId is required."],
      [{ questionId: "   " }, "questionId is required."],
      [{ questionId: 42 }, "questionId is required."],
      [{ questionId: "x".repeat(129) }, "questionId is too long."],
      [{ questionId: question.id, extra: true }, ""],
    ];
    for (const [body, message] of bodies) {
      const response = await reader.call.post("/api/daily-question/dismiss").send(body as object);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (message) expect(response.body.error).toContain(message);
    }
    const missing = await reader.call.get("/api/daily-question/is-dismissed");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("questionId is required.");
    const dismissals = await db().collection("users").doc(reader.uid).collection("dismissedQuestions").get();
    expect(dismissals.empty).toBe(true);
  });
});

describe("account repair", () => {
  it("when a user's data moves to a new uid, then their kept questions and dismissals move too", async () => {
    const { reader } = await readerWithHighlights(1);
    const question = (await questionOn(reader, noon(DAY)))!;
    await reader.call.post("/api/daily-question/dismiss").send({ questionId: question.id });
    const to = `moved-${reader.uid}`;
    for (const name of ["users/{uid}/dailyQuestions", "users/{uid}/dismissedQuestions"]) {
      const owned = OWNED_DATA.find((data) => data.name === name);
      expect(owned, name).toBeDefined();
      expect(await owned!.moveBatch(reader.uid, to)).toEqual({ moved: 1, done: true });
    }
    expect(await storedDays(to)).toEqual([DAY]);
    expect(await storedDays(reader.uid)).toEqual([]);
  });
});

it("has a handful of reflective prompts, each a question", () => {
  expect(REFLECTIVE_PROMPTS.length).toBeGreaterThanOrEqual(5);
  for (const prompt of REFLECTIVE_PROMPTS) expect(prompt.endsWith("?")).toBe(true);
});
