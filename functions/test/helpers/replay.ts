// A replay of generated history through the real services: users sign up
// and sign in (auth sync, with their time zone), write an article, make friends, highlight,
// comment, delete highlights (which takes their points back), send spurqs, chat and keep a tab
// open (heartbeats), over many days, each at its time through the injectable clock. Actions of one
// time slot run side by side (the clock is one for the process, so slots go one after another).
// Deterministic for a seed. Used by the statistics API test (small) and the benchmark (large).
import { randomBytes } from "node:crypto";
import type { DecodedIdToken } from "firebase-admin/auth";
import { atTime } from "../../src/lib/clock";
import { createArticleBodySchema, createHighlightBodySchema, createSpurqBodySchema } from "../../src/shared";
import { syncUser } from "../../src/modules/auth/auth.service";
import { createManualArticle } from "../../src/modules/articles/articles.service";
import { createComment, createHighlight, deleteHighlight } from "../../src/modules/annotations";
import { answerRequest, sendRequest } from "../../src/modules/friends/friends.service";
import { sendSpurq } from "../../src/modules/spurqs/spurqs.service";
import { createGroupChat, sendMessage } from "../../src/modules/group-chats/group-chats.service";
import { heartbeat } from "../../src/modules/statistics/statistics.service";
import type { Caller } from "../../src/types/express";

/** Time zones on both sides of the date line and with daylight-saving changes. */
export const REPLAY_TIME_ZONES = [
  "UTC",
  "Europe/Paris",
  "America/New_York",
  "Asia/Tokyo",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Australia/Sydney",
];

export interface ReplayOptions {
  users: number;
  days: number;
  /** The first day (UTC midnight). */
  start: Date;
  seed: number;
  /** Chance a user signs in on a day, and of an action in each of the two later slots. */
  signInChance: number;
  actionChance: number;
  /** Calls in flight at once within a slot. */
  concurrency: number;
}

export interface ReplayResult {
  uids: string[];
  /** Service calls made, by kind (a repeated sign-in of a day is a call that earns nothing). */
  calls: Record<string, number>;
}

const SENTENCES = [
  "The harbour keeps a ledger of every ship that leaves before dawn.",
  "Maps are arguments about the world, not copies of it.",
  "A library is a machine for meeting strangers across centuries.",
  "Memory is less a recording than a retelling that changes each time.",
  "Good tools disappear into the work they make possible.",
  "Every city is a palimpsest of the plans that failed in it.",
  "Reading slowly is a way of listening to someone who cannot interrupt.",
  "The index of a book is a map drawn by its most patient reader.",
];
const CONTENT = SENTENCES.join(" ");

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Runs the tasks with at most `limit` in flight. */
async function pool(tasks: Array<() => Promise<unknown>>, limit: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

const callerFor = (uid: string): Caller => ({
  uid,
  tokenUid: uid,
  isAdmin: false,
  impersonating: false,
  idToken: "",
  token: {
    uid,
    email: `${uid}@replay.spurq.test`,
    firebase: { sign_in_provider: "password" },
  } as DecodedIdToken,
});

interface ReplayUser {
  uid: string;
  timeZone: string;
  articleId: string;
  friends: string[];
  highlights: Array<{ id: string; text: string }>;
}

export async function replay(options: ReplayOptions): Promise<ReplayResult> {
  const next = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const run = randomBytes(3).toString("hex");
  const calls: Record<string, number> = {};
  const count = (kind: string) => (calls[kind] = (calls[kind] ?? 0) + 1);
  const users: ReplayUser[] = Array.from({ length: options.users }, (_, i) => ({
    uid: `replay-${run}-${i}`,
    timeZone: REPLAY_TIME_ZONES[i % REPLAY_TIME_ZONES.length]!,
    articleId: "",
    friends: [],
    highlights: [],
  }));
  const slot = (day: number, hour: number) =>
    new Date(options.start.getTime() + (day * 24 + hour) * 3_600_000);
  const inSlot = (when: Date, tasks: Array<() => Promise<unknown>>) =>
    atTime(when, () => pool(tasks, options.concurrency));

  const signIn = (user: ReplayUser, isNewAccount = false) => {
    count("sign-in");
    return syncUser(callerFor(user.uid), {
      displayName: isNewAccount ? `r${run}_${user.uid.split("-").at(-1)}` : undefined,
      isNewAccount,
      timeZone: user.timeZone,
    });
  };

  // Day 0: sign-up and a first article each.
  await inSlot(
    slot(0, 6),
    users.map((user) => () => signIn(user, true)),
  );
  await inSlot(
    slot(0, 7),
    users.map((user) => async () => {
      count("article");
      const body = createArticleBodySchema.parse({ title: `Notes of ${user.uid}`, content: CONTENT });
      user.articleId = (await createManualArticle(user.uid, body)).id;
    }),
  );
  // Day 1: a ring of friendships (each user asks the next, who accepts).
  if (users.length >= 3) {
    const requests = new Map<ReplayUser, string>();
    await inSlot(
      slot(1, 9),
      users.map((user, i) => async () => {
        count("friend-request");
        requests.set(user, (await sendRequest(user.uid, users[(i + 1) % users.length]!.uid)).body.id);
      }),
    );
    await inSlot(
      slot(1, 10),
      users.map((user, i) => async () => {
        const friend = users[(i + 1) % users.length]!;
        count("friend-accept");
        await answerRequest(friend.uid, requests.get(user)!, "accepted");
        user.friends.push(friend.uid);
        friend.friends.push(user.uid);
      }),
    );
  }
  // A group chat of the first two users.
  const chat =
    users.length >= 3
      ? await atTime(slot(1, 11), () =>
          createGroupChat(users[0]!.uid, { name: "Replay readers", memberIds: [users[1]!.uid] }),
        )
      : undefined;

  const act = async (user: ReplayUser) => {
    const roll = next();
    const highlight = user.highlights.length ? pick(user.highlights) : undefined;
    if (roll < 0.4 || !highlight) {
      const text = pick(SENTENCES);
      const start = CONTENT.indexOf(text);
      count("highlight");
      const body = createHighlightBodySchema.parse({
        articleId: user.articleId,
        text,
        startOffset: start,
        endOffset: start + text.length,
        prefix: CONTENT.slice(Math.max(0, start - 32), start),
        suffix: CONTENT.slice(start + text.length, start + text.length + 32),
        color: "#FEF9C3",
      });
      const created = await createHighlight(user.uid, {
        ...body,
        prefix: body.prefix ?? "",
        suffix: body.suffix ?? "",
        color: "#FEF9C3",
      });
      user.highlights.push({ id: created.id, text });
    } else if (roll < 0.65) {
      count("comment");
      await createComment(user.uid, { highlightId: highlight.id, text: "This one stays with me." });
    } else if (roll < 0.8 && user.friends.length) {
      count("spurq");
      await sendSpurq(
        user.uid,
        createSpurqBodySchema.parse({
          recipientId: pick(user.friends),
          articleId: user.articleId,
          highlightId: highlight.id,
          question: "What do you make of this?",
        }),
      );
    } else if (roll < 0.9) {
      count("delete-highlight");
      user.highlights = user.highlights.filter((h) => h !== highlight);
      await deleteHighlight(user.uid, highlight.id);
    } else if (chat && (user === users[0] || user === users[1])) {
      count("chat-message");
      await sendMessage(user.uid, chat.id, "Has anyone finished the chapter?");
    } else {
      count("heartbeat");
      await heartbeat(user.uid);
    }
  };

  for (let day = 1; day < options.days; day++) {
    const signingIn = users.filter(() => next() < options.signInChance);
    await inSlot(
      slot(day, 7),
      signingIn.map((user) => () => signIn(user)),
    );
    await inSlot(
      slot(day, 7.5),
      signingIn.map((user) => () => {
        count("heartbeat");
        return heartbeat(user.uid);
      }),
    );
    for (const hour of [13, 20]) {
      const acting = users.filter(() => next() < options.actionChance);
      await inSlot(
        slot(day, hour),
        acting.map((user) => () => act(user)),
      );
    }
  }
  return { uids: users.map((user) => user.uid), calls };
}
