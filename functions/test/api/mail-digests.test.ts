// Notification e-mail digests: a friend request, a new spurq, a comment on
// one's article and a friend's highlight on it each count in the recipient's digest of that kind,
// in the event's own transaction; the sendMailDigests job queues at most one mail per kind an
// hour per recipient (Trigger Email format), in their language, only while their flag is on.
// Events run at a far-future time on the services' clock, so a scheduler running the job at the
// real time on these shared emulators never sends them before the test does. Users verify their
// addresses: no mail goes to one its owner has not proved (the last describe).
import { describe, expect, it } from "vitest";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { atTime } from "../../src/lib/clock";
import { sendMailDigests } from "../../src/modules/mail/digests.job";
import { composeDigest } from "../../src/modules/mail/digest-mail";
import { type DigestKind } from "../../src/modules/mail/digests.repository";
import { sendDigest } from "../../src/modules/mail/digests.service";
import { moveOwnedData } from "../../src/modules/account/owned-data";
import { countWrites } from "../helpers/progress";
import { makeFriends, syncedUser, verifiedUser, type SyncedUser } from "../helpers/users";
import { verifyEmail } from "../helpers/auth-emulator";
import { api } from "../helpers/api";

/**
 * One user's concurrent actions contend for their points ledger in their transactions (the five
 * comments at once); the emulator aborts the losers and the SDK backs off for seconds, far longer
 * on a loaded machine. (Events to one recipient do not contend: none reads the digest.)
 */
const CONTENDED_TIMEOUT = 90_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CONTENT = "Tides rise twice a day.\n\nThe herons wait on the mudflats for the water to turn.";
const TEXT = "Tides rise twice a day.The herons wait on the mudflats for the water to turn.";

const db = () => getFirestore();

/** Each test's own moment, days apart and far beyond today. */
let nextBase = Date.now() + 400 * 24 * HOUR;
const freshMoment = () => {
  nextBase += 3 * 24 * HOUR;
  return nextBase;
};
const at = (millis: number) => new Date(millis);

interface Mail {
  to: string;
  message: { subject: string; text: string; html: string };
}
const mailTo = async (user: SyncedUser): Promise<Mail[]> =>
  (await db().collection("mail").where("to", "==", user.email).get()).docs.map((doc) => doc.data() as Mail);
const digestOf = async (user: SyncedUser, kind: DigestKind) =>
  (await db().collection("mailDigests").doc(`${user.uid}_${kind}`).get()).data();
const eventsOf = async (user: SyncedUser, kind: DigestKind) =>
  (await db().collection("mailDigests").doc(`${user.uid}_${kind}`).collection("digestEvents").get()).size;

const setFlags = async (user: SyncedUser, flags: object) =>
  expect((await user.call.patch("/api/user/notifications").send(flags)).status).toBe(200);
const setLanguage = async (user: SyncedUser, language: string) =>
  expect((await user.call.patch("/api/user/preferences").send({ language })).status).toBe(200);

async function sendRequest(sender: SyncedUser, receiver: SyncedUser) {
  const response = await sender.call.post("/api/friends/requests").send({ receiverId: receiver.uid });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

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

/** A spurq asks a question, or points at a highlight (`about`) without one. */
async function sendSpurq(
  sender: SyncedUser,
  recipient: SyncedUser,
  articleId: string,
  ask: { question: string } | { highlightId: string },
) {
  const response = await sender.call
    .post("/api/spurqs")
    .send({ recipientId: recipient.uid, articleId, ...ask });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function comment(user: SyncedUser, highlightId: string, text: string) {
  const response = await user.call.post("/api/comments").send({ highlightId, text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

/**
 * An article owner and a friend who reads it (the owner asked them about it), with the owner's
 * highlight to comment on. Set up at the real time; the owner's mail so far is none.
 */
async function ownerAndReader(title = "Salt marshes") {
  const [owner, reader] = await Promise.all([verifiedUser("owner"), verifiedUser("reader")]);
  await makeFriends(owner, reader);
  const articleId = await createArticle(owner, title);
  const highlightId = await highlight(owner, articleId, "Tides rise");
  await sendSpurq(owner, reader, articleId, { highlightId });
  return { owner, reader, articleId, highlightId };
}

describe("friend requests", () => {
  it("when five people send requests at once and the flag is on, then one mail lists all five, and a second run sends nothing more", async () => {
    const base = freshMoment();
    const receiver = await verifiedUser("popular");
    const senders = await Promise.all(Array.from({ length: 5 }, (_, i) => verifiedUser(`fan${i}`)));
    await atTime(at(base), () => Promise.all(senders.map((sender) => sendRequest(sender, receiver))));

    const digest = await digestOf(receiver, "friendRequests");
    expect(digest).toMatchObject({ count: 5, uid: receiver.uid, kind: "friendRequests" });
    expect(await eventsOf(receiver, "friendRequests")).toBe(5);
    expect(await mailTo(receiver)).toEqual([]);

    const report = await sendMailDigests(at(base + MINUTE));
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mails = await mailTo(receiver);
    expect(mails).toHaveLength(1);
    // The Trigger Email extension's fields, and the TTL's expiry.
    expect(Object.keys(mails[0]!).sort()).toEqual(["expiresAt", "message", "to"]);
    const { subject, text, html } = mails[0]!.message;
    expect(subject).toBe("You have 5 new friend requests on Spurq");
    for (const sender of senders) {
      expect(text).toContain(`${sender.username} sent you a friend request.`);
      expect(html).toContain(`${sender.username} sent you a friend request.`);
    }
    expect(text).toContain(`Hi ${receiver.username},`);
    expect(text).toContain("Open Spurq: http://127.0.0.1:5000/#/friends");
    expect(text).toContain("“Friend Requests” is on in Settings → Notifications");

    // Run again, at once and later within the hour: the same one mail.
    await sendMailDigests(at(base + MINUTE));
    await sendMailDigests(at(base + 30 * MINUTE));
    expect(await mailTo(receiver)).toHaveLength(1);
    expect(await digestOf(receiver, "friendRequests")).toMatchObject({
      count: 0,
      pending: false,
      dueAt: null,
    });
  });

  it("when the flag is off, then requests bring no mail and the pending digest is emptied", async () => {
    const base = freshMoment();
    const [receiver, a, b] = await Promise.all([
      verifiedUser("private"),
      verifiedUser("a"),
      verifiedUser("b"),
    ]);
    await setFlags(receiver, { notifyFriendRequests: false });
    await atTime(at(base), async () => {
      await sendRequest(a, receiver);
      await sendRequest(b, receiver);
    });
    const report = await sendMailDigests(at(base + MINUTE));
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await mailTo(receiver)).toEqual([]);
    expect(await digestOf(receiver, "friendRequests")).toMatchObject({
      count: 0,
      pending: false,
      dueAt: null,
    });
  });

  it("when events keep coming, then at most one mail an hour: a later event waits for the hour and goes out alone", async () => {
    const base = freshMoment();
    const [receiver, first, second, third] = await Promise.all([
      verifiedUser("steady"),
      verifiedUser("first"),
      verifiedUser("second"),
      verifiedUser("third"),
    ]);
    await atTime(at(base), () => sendRequest(first, receiver));
    await sendMailDigests(at(base + MINUTE));
    expect(await mailTo(receiver)).toHaveLength(1);

    await atTime(at(base + 10 * MINUTE), () => sendRequest(second, receiver));
    await atTime(at(base + 20 * MINUTE), () => sendRequest(third, receiver));
    const held = await sendMailDigests(at(base + 40 * MINUTE));
    expect(held.waiting).toBeGreaterThanOrEqual(1);
    expect((await digestOf(receiver, "friendRequests"))!.dueAt.toMillis()).toBe(base + MINUTE + HOUR);
    await sendMailDigests(at(base + HOUR));
    expect(await mailTo(receiver)).toHaveLength(1);

    await sendMailDigests(at(base + HOUR + 2 * MINUTE));
    const mails = await mailTo(receiver);
    expect(mails).toHaveLength(2);
    const later = mails.find((mail) => mail.message.subject.includes("2 new"))!;
    expect(later.message.subject).toBe("You have 2 new friend requests on Spurq");
    expect(later.message.text).toContain(second.username);
    expect(later.message.text).toContain(third.username);
    expect(later.message.text).not.toContain(first.username);
  });

  it("when the recipient's language is German, then the digest is in German, whatever the sender's language", async () => {
    const base = freshMoment();
    const [receiver, a, b] = await Promise.all([
      verifiedUser("berlin"),
      verifiedUser("a"),
      verifiedUser("b"),
    ]);
    await Promise.all([setLanguage(receiver, "german"), setLanguage(a, "french")]);
    await atTime(at(base), async () => {
      await sendRequest(a, receiver);
      await sendRequest(b, receiver);
    });
    await sendMailDigests(at(base + MINUTE));
    const [mail] = await mailTo(receiver);
    expect(mail!.message.subject).toBe("Du hast 2 neue Freundschaftsanfragen auf Spurq");
    expect(mail!.message.text).toContain(`${a.username} hat dir eine Freundschaftsanfrage geschickt.`);
    expect(mail!.message.text).toContain(`Hallo ${receiver.username},`);
    expect(mail!.message.html).toContain("Spurq öffnen");
  });

  it("when the flag is turned off after the events, then the digest is dropped when it is due; on again, only new events are mailed", async () => {
    const base = freshMoment();
    const [receiver, a, b] = await Promise.all([
      verifiedUser("fickle"),
      verifiedUser("a"),
      verifiedUser("b"),
    ]);
    await atTime(at(base), () => sendRequest(a, receiver));
    await setFlags(receiver, { notifyFriendRequests: false });
    await sendMailDigests(at(base + MINUTE));
    expect(await mailTo(receiver)).toEqual([]);

    await setFlags(receiver, { notifyFriendRequests: true });
    // Nothing went out, so the next event is not held back by an hour.
    await atTime(at(base + 5 * MINUTE), () => sendRequest(b, receiver));
    await sendMailDigests(at(base + 6 * MINUTE));
    const mails = await mailTo(receiver);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe("You have a new friend request on Spurq");
    expect(mails[0]!.message.text).toContain(b.username);
    expect(mails[0]!.message.text).not.toContain(a.username);
  });
});

describe("new spurqs", () => {
  it("when a friend sends spurqs, then one mail lists each with its question and link, in Japanese for a Japanese reader", async () => {
    const base = freshMoment();
    const [sender, recipient] = await Promise.all([verifiedUser("asker"), verifiedUser("tokyo")]);
    await makeFriends(sender, recipient);
    await setLanguage(recipient, "japanese");
    const articleId = await createArticle(sender, "Herons");
    const highlightId = await highlight(sender, articleId, "herons wait");
    const ids = await atTime(at(base), async () => [
      await sendSpurq(sender, recipient, articleId, { question: "Why do herons wait?" }),
      await sendSpurq(sender, recipient, articleId, { highlightId }),
    ]);
    await sendMailDigests(at(base + MINUTE));
    const mails = await mailTo(recipient);
    expect(mails).toHaveLength(1);
    const { subject, text } = mails[0]!.message;
    expect(subject).toBe("2件の新しいSpurqが届いています");
    expect(text).toContain(`${sender.username}さんが「Herons」について質問しています：Why do herons wait?`);
    expect(text).toContain(`${sender.username}さんが「Herons」についてSpurqを送りました。`);
    expect(text).toContain(`http://127.0.0.1:5000/#/articles/${articleId}?question=${ids[0]}`);
  });

  it("when the recipient muted the sender, or turned New Spurqs off, then no mail", async () => {
    const base = freshMoment();
    const [sender, muting, unflagged] = await Promise.all([
      verifiedUser("noisy"),
      verifiedUser("muting"),
      verifiedUser("unflagged"),
    ]);
    await makeFriends(sender, muting, { bMutesA: true });
    await makeFriends(sender, unflagged);
    await setFlags(unflagged, { notifySpurqs: false });
    const articleId = await createArticle(sender, "Dunes");
    await atTime(at(base), async () => {
      await sendSpurq(sender, muting, articleId, { question: "Seen this?" });
      await sendSpurq(sender, unflagged, articleId, { question: "Seen this?" });
    });
    await sendMailDigests(at(base + MINUTE));
    expect(await mailTo(muting)).toEqual([]);
    expect(await mailTo(unflagged)).toEqual([]);
    expect(await digestOf(muting, "spurqs")).toBeUndefined();
  });
});

describe("comments on your articles", () => {
  it(
    "when a reader comments five times at once, then the owner gets one mail listing the five; the owner's own comment counts for nothing",
    async () => {
      const base = freshMoment();
      const { owner, reader, highlightId, articleId } = await ownerAndReader("Estuaries");
      await atTime(at(base), async () => {
        await Promise.all(Array.from({ length: 5 }, (_, i) => comment(reader, highlightId, `Thought ${i}`)));
        await comment(owner, highlightId, "My own note");
      });
      expect((await digestOf(owner, "articleComments"))!.count).toBe(5);
      await sendMailDigests(at(base + MINUTE));
      const mails = await mailTo(owner);
      expect(mails).toHaveLength(1);
      const { subject, text } = mails[0]!.message;
      expect(subject).toBe("5 new comments on your articles");
      for (let i = 0; i < 5; i++)
        expect(text).toContain(`${reader.username} commented on “Estuaries”: Thought ${i}`);
      expect(text).not.toContain("My own note");
      expect(text).toContain(`http://127.0.0.1:5000/#/articles/${articleId}?highlight=${highlightId}`);
    },
    CONTENDED_TIMEOUT,
  );

  it("when a title and a comment carry markup, then the HTML part escapes them and the text part keeps them as written", async () => {
    const base = freshMoment();
    const title = `<script>alert("t")</script> & "Tides"`;
    const { owner, reader, highlightId } = await ownerAndReader(title);
    const body = `<img src=x onerror="alert(1)"> it's <b>bold</b>`;
    await atTime(at(base), () => comment(reader, highlightId, body));
    await sendMailDigests(at(base + MINUTE));
    const [mail] = await mailTo(owner);
    expect(mail!.message.subject).toBe("A new comment on your article");
    const { html, text } = mail!.message;
    expect(html).toContain("&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &quot;Tides&quot;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; it&#39;s &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(text).toContain(`commented on “${title}”: ${body}`);
  });

  it("when more comments come than a digest lists, then it lists the latest twenty and counts the rest", async () => {
    const base = freshMoment();
    const { owner, reader, highlightId } = await ownerAndReader("Long thread");
    for (let i = 0; i < 23; i++) {
      await atTime(at(base + i * 1000), () => comment(reader, highlightId, `Remark number ${i}.`));
    }
    const digest = (await digestOf(owner, "articleComments"))!;
    expect(digest.count).toBe(23);
    expect(await eventsOf(owner, "articleComments")).toBe(23);
    await sendMailDigests(at(base + 2 * MINUTE));
    const [mail] = await mailTo(owner);
    expect(mail!.message.subject).toBe("23 new comments on your articles");
    expect(mail!.message.text).toContain("…and 3 more.");
    expect(mail!.message.text).toContain("Remark number 22.");
    expect(mail!.message.text).not.toContain("Remark number 2.");
  });
});

describe("highlights from friends", () => {
  it("when a friend highlights the owner's article, then the owner is told; not of their own highlights", async () => {
    const base = freshMoment();
    const { owner, reader, articleId } = await ownerAndReader("Mudflats");
    // Every reader is the owner's friend: only the owner lets readers in (docs/decisions.md).
    await atTime(at(base), async () => {
      await highlight(reader, articleId, "herons wait");
      await highlight(owner, articleId, "mudflats");
    });
    expect((await digestOf(owner, "highlights"))!.count).toBe(1);
    await setLanguage(owner, "french");
    await sendMailDigests(at(base + MINUTE));
    const mails = await mailTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe("Un ami a surligné votre article");
    expect(mails[0]!.message.text).toContain(
      `${reader.username} a surligné dans «\u00a0Mudflats\u00a0»\u00a0: «\u00a0herons wait\u00a0»`,
    );
    // The reader owns nothing here, so they hear of no highlight.
    expect(await digestOf(reader, "highlights")).toBeUndefined();
  });

  it("when the owner turned Highlights from Friends off, then no mail", async () => {
    const base = freshMoment();
    const { owner, reader, articleId } = await ownerAndReader("Reeds");
    await setFlags(owner, { notifyHighlights: false });
    await atTime(at(base), () => highlight(reader, articleId, "herons wait"));
    await sendMailDigests(at(base + MINUTE));
    expect(await mailTo(owner)).toEqual([]);
  });
});

describe("the job", () => {
  it("when two sends of one due digest race, then one mail goes out", async () => {
    const base = freshMoment();
    const [receiver, sender] = await Promise.all([verifiedUser("raced"), verifiedUser("sender")]);
    await atTime(at(base), () => sendRequest(sender, receiver));
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () =>
        sendDigest(receiver.uid, "friendRequests", at(base + MINUTE), composeDigest),
      ),
    );
    expect(outcomes.sort()).toEqual(["sent", "skipped", "skipped"]);
    expect(await mailTo(receiver)).toHaveLength(1);
  });

  it("when one due digest cannot be sent, then the others still go out and it stays due for the next run", async () => {
    const base = freshMoment();
    const [broken, fine, sender] = await Promise.all([
      verifiedUser("broken"),
      verifiedUser("fine"),
      verifiedUser("sender"),
    ]);
    await atTime(at(base), () => sendRequest(sender, fine));
    // A digest damaged by hand: its last sending time is not a time, so it cannot be decided.
    const damaged = db().collection("mailDigests").doc(`${broken.uid}_spurqs`);
    await damaged.set({
      uid: broken.uid,
      kind: "spurqs",
      count: 1,
      pending: true,
      dueAt: null,
      lastSentAt: "oops",
      sentUpTo: null,
      updatedAt: Timestamp.fromMillis(base),
    });
    try {
      const report = await sendMailDigests(at(base + MINUTE));
      expect(report.failed).toBeGreaterThanOrEqual(1);
      expect(await mailTo(fine)).toHaveLength(1);
      expect(await mailTo(broken)).toEqual([]);
      expect((await damaged.get()).data()).toMatchObject({ count: 1, pending: true });
    } finally {
      await damaged.delete();
    }
  });

  it("when an event is counted, then it costs its transaction two writes and no read of the digest", async () => {
    const base = freshMoment();
    const [receiver, sender] = await Promise.all([verifiedUser("costly"), verifiedUser("sender")]);
    const { result: requestId, writes } = await atTime(at(base), () =>
      countWrites(() => sendRequest(sender, receiver)),
    );
    expect(writes.filter((path) => path.startsWith("mailDigests/")).sort()).toEqual([
      `mailDigests/${receiver.uid}_friendRequests`,
      `mailDigests/${receiver.uid}_friendRequests/digestEvents/${requestId}`,
    ]);
  });
});

describe("account repair", () => {
  it("when a user's data moves to a new uid, then their pending digest follows and is sent to them", async () => {
    const base = freshMoment();
    const [before, after, sender] = await Promise.all([
      verifiedUser("before"),
      verifiedUser("after"),
      verifiedUser("sender"),
    ]);
    await atTime(at(base), () => sendRequest(sender, before));
    await moveOwnedData(before.uid, after.uid);
    expect(await digestOf(before, "friendRequests")).toBeUndefined();
    expect(await digestOf(after, "friendRequests")).toMatchObject({ uid: after.uid, count: 1 });
    expect(await eventsOf(before, "friendRequests")).toBe(0);
    expect(await eventsOf(after, "friendRequests")).toBe(1);
    await sendMailDigests(at(base + MINUTE));
    const [mail] = await mailTo(after);
    expect(mail!.message.text).toContain(`${sender.username} sent you a friend request.`);
  });
});

describe("unverified addresses", () => {
  it("when the recipient's address is not verified, then no mail goes to it; once verified and synced, new events are mailed", async () => {
    const base = freshMoment();
    // Anyone can sign up with someone else's address: the account keeps it, marked unverified.
    const [receiver, a, b] = await Promise.all([
      syncedUser("unproven"),
      verifiedUser("a"),
      verifiedUser("b"),
    ]);
    await atTime(at(base), () => sendRequest(a, receiver));
    const report = await sendMailDigests(at(base + MINUTE));
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await mailTo(receiver)).toEqual([]);
    expect(await digestOf(receiver, "friendRequests")).toMatchObject({ count: 0, pending: false });
    expect((await db().collection("users").doc(receiver.uid).get()).data()).toMatchObject({
      email: receiver.email,
      emailVerified: false,
    });

    const token = await verifyEmail(receiver);
    expect((await api(token).post("/api/auth/sync").send({})).status).toBe(200);
    await atTime(at(base + 5 * MINUTE), () => sendRequest(b, receiver));
    await sendMailDigests(at(base + 6 * MINUTE));
    const mails = await mailTo(receiver);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain(b.username);
    expect(mails[0]!.message.text).not.toContain(a.username);
  });
});
