// The reader-day: what one active reader's day asks of the API, call for call as the web app and
// the extension make them (web/src/app/screen-data.ts for Home and an article, the annotation,
// spurq, chat and search features, the extension's page index), each part tallied apart.
//
// Modelled, not measured: a chat message is read by every member's open chat (a Firestore
// listener in the browser, billed one read per listening member per message; the bench takes
// every member as listening, the sender included); the scheduled jobs are run once after the day
// (statistics roll-up and points ranking), their cost counted as the day's.
import { rollUpStatistics } from "../../../src/modules/statistics";
import { rankPoints } from "../../../src/modules/progress";
import type { SyncedUser } from "../../helpers/users";
import { addTally, call, zeroTally, type Tally } from "./calls";
import { measure } from "./meter";

export interface DayShape {
  /** Home opened (GET /api/home each time). */
  homes: number;
  /** Articles opened: the reader's own, then `shared` (a friend's), each as the article screen asks. */
  own: Array<{ id: string; text: string }>;
  shared?: { id: string; text: string };
  highlights: number;
  comments: number;
  spurq: { to: SyncedUser };
  chat: { id: string; members: number; messages: number };
  searches: number;
  /** Heartbeats: one a minute while the reader is active (the minutes of an active day). */
  heartbeats: number;
  /**
   * The extension: its page-index calls on a day it is on (one a page open, the first the whole
   * list), and the share of days it is on.
   */
  extension: { calls: number; share: number };
}

export interface DayResult {
  parts: Record<string, Tally>;
  /** Each part times its share of days (the extension's), summed. */
  total: Tally;
}

/** Runs the jobs the schedule would run after the day, so their cost lands in the day's. */
export async function runJobs(): Promise<void> {
  await rollUpStatistics();
  await rankPoints();
}

/** One reader-day of `reader`; every call must succeed. */
export async function readerDay(reader: SyncedUser, day: DayShape): Promise<DayResult> {
  const parts: Record<string, Tally> = {};
  const part = async (name: string, fn: (tally: Tally) => Promise<void>) => {
    const tally = (parts[name] ??= zeroTally());
    await fn(tally);
  };
  await part("session (check-in, own record)", async (t) => {
    await call(t, reader, "post", "/api/auth/sync", { timeZone: "Europe/Paris" });
    await call(t, reader, "get", "/api/auth/user");
  });
  await part("home", async (t) => {
    for (let i = 0; i < day.homes; i++) await call(t, reader, "get", "/api/home");
  });
  const opened = [...day.own, ...(day.shared ? [day.shared] : [])];
  await part("article opens", async (t) => {
    for (const article of opened) {
      await call(t, reader, "get", `/api/articles/${article.id}?readers=true`);
      await call(t, reader, "get", "/api/user/points");
    }
  });
  const highlightIds: string[] = [];
  await part("highlights", async (t) => {
    for (let i = 0; i < day.highlights; i++) {
      const article = opened[i % opened.length]!;
      const start = 61 * (Math.floor(i / opened.length) + 1);
      const text = article.text.slice(start, start + 40);
      const made = await call(t, reader, "post", "/api/highlights", {
        articleId: article.id,
        text,
        startOffset: start,
        endOffset: start + text.length,
      });
      highlightIds.push(String(made.id));
    }
  });
  await part("comments", async (t) => {
    for (let i = 0; i < day.comments; i++) {
      await call(t, reader, "post", "/api/comments", {
        highlightId: highlightIds[i % highlightIds.length],
        text: "The keeper's ledger says the same about the winter storms.",
      });
    }
  });
  await part("spurq", async (t) => {
    await call(t, reader, "post", "/api/spurqs", {
      recipientId: day.spurq.to.uid,
      articleId: day.own[0]!.id,
      highlightId: highlightIds[0],
      question: "What did the keepers write in winter?",
    });
  });
  await part("chat", async (t) => {
    await call(t, reader, "get", `/api/group-chats/${day.chat.id}`);
    await call(t, reader, "get", `/api/group-chats/${day.chat.id}/messages`);
    for (let i = 0; i < day.chat.messages; i++) {
      await call(t, reader, "post", `/api/group-chats/${day.chat.id}/messages`, {
        content: `Message ${i}: the ferry timetable changed again this week.`,
      });
      t.listenerReads += day.chat.members;
    }
  });
  await part("search", async (t) => {
    for (let i = 0; i < day.searches; i++) await call(t, reader, "get", "/api/search?q=lighthouse");
  });
  await part("heartbeats", async (t) => {
    for (let i = 0; i < day.heartbeats; i++) await call(t, reader, "post", "/api/statistics/heartbeat", {});
  });
  await part("extension (page index)", async (t) => {
    // The extension keeps its index for the browser session (storage.session): the day's first
    // call takes the whole list, every later one asks only for the changes since its version.
    let version: unknown;
    for (let i = 0; i < day.extension.calls; i++) {
      const since = typeof version === "string" ? `?since=${encodeURIComponent(version)}` : "";
      ({ version } = await call(t, reader, "get", `/api/articles/page-index${since}`));
    }
  });
  await part("scheduled jobs after the day", async (t) => {
    await measure(t, runJobs);
  });
  const total = zeroTally();
  for (const [name, tally] of Object.entries(parts)) {
    addTally(total, tally, name.startsWith("extension") ? day.extension.share : 1);
  }
  return { parts, total };
}

/** A group chat of `creator` and `members` (friends of theirs), made through the API. */
export async function groupChat(creator: SyncedUser, members: SyncedUser[]): Promise<string> {
  const response = await creator.call
    .post("/api/group-chats")
    .send({ name: `Bench ${members.length + 1}`, memberIds: members.map((m) => m.uid) });
  if (response.status !== 201) throw new Error(`group chat: ${response.status} ${response.text}`);
  return String(response.body.id);
}
