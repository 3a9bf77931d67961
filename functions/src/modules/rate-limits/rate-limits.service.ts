// Rate limits for every action that costs money or outside resources (the table and its reasons:
// docs/decisions.md, "Rate limits"). Counted in Firestore, so they hold across all running
// instances; fixed windows (an hour, a UTC day), so at a window's edge a caller may briefly get
// up to twice a limit, which bounds the cost just as well and needs one document per window.
import { AppError } from "../../lib/errors";
import * as repo from "./rate-limits.repository";
import { wallClock } from "../../lib/clock";

const WINDOW_MS = { hour: 60 * 60 * 1000, day: 24 * 60 * 60 * 1000 } as const;

interface RateLimit {
  max: number;
  per: keyof typeof WINDOW_MS;
  /** The 429's text, given the limit's max. */
  message: (max: number) => string;
}

/**
 * Every limit, by name; adding one is one entry here and one `takeAllowance` call.
 * - sms: each message costs money; ten an hour is plenty for sharing by hand.
 * - smsRecipient: keyed by the number across all senders, against SMS pumping (many accounts
 *   sending to numbers that earn per message); a person rarely gets more than five shares a day.
 * - urlImport: each is an outbound fetch of up to 5 MB and a parse (parse5 into linkedom, then
 *   Readability); thirty an hour is more than anyone saves by hand, and caps one account at
 *   about 150 MB of fetches an hour.
 * - pdfImport: each is an upload of up to 10 MB and a pdf.js parse of up to 30 s of CPU, so fewer.
 * - spurq: each raises a friend's badge and makes them a reader; a hundred a day is far more than
 *   anyone asks by hand, and stops one account from flooding its friends.
 * - friendRequest: each lands in a stranger's Requests list; fifty a day is more than anyone asks
 *   by hand, and stops one account from spamming every user a search finds.
 * - invitation: each sends an e-mail or a text to a stranger, at most twenty a day; a text also
 *   counts against the SMS limits.
 * - chatMessage: each message is a write every member's open chat reads; three hundred an hour is
 *   a lively conversation, and caps what one account can flood a chat with.
 * - dataExport: each reads every article, highlight and spurq the user has (thousands of reads
 *   and minutes of streaming for a large library); ten an hour covers retries of a failed download.
 * - groupChat: chats are made now and then; twenty a day stops one account from filling its
 *   friends' lists.
 * - avatar: each upload is a decode of up to 50 megapixels, and each change rewrites the
 *   picture's copies on friends' lists, chats and messages; twenty an hour is plenty of tries.
 * - rename: each rewrites every copy of the username (possibly thousands of documents) and frees
 *   a name for others; ten a day is plenty for a person and stops username squatting sprees.
 * - emailChange: each may send a message to an address the caller does not own (when it has an
 *   account), and each answer is the same whether it has one or not; five a day is plenty for a
 *   person, and stops one account from mailing strangers or probing many addresses.
 * - feedback: each lands in the operators' inbox; ten a day is more than anyone writes by hand,
 *   and stops one account from flooding it.
 * - extensionConnect: each mints a sign-in credential for the browser extension; a person connects
 *   a browser now and then, so ten an hour leaves room for retries and stops a stolen session from
 *   minting a stream of them.
 * - extensionAppCheck: each mints an App Check token for the browser extension, good for half an
 *   hour and kept in the browser's session storage, so a browser asks two or three times an hour;
 *   thirty leaves room for several browsers and restarts, and caps how many tokens one account
 *   can hand to a script (the endpoint is the one App Check does not guard).
 * - avatarRequest: keyed by the client's address, since the public avatar route has no user. Each
 *   request the CDN does not answer is a function call and a read; current pictures are cached a
 *   year, so an address rarely asks for many, and three thousand an hour leaves room for many
 *   people behind one address while capping what a script that varies the URL can cost.
 * - avatarRequestHop: keyed by the last hop alone (a Hosting edge, or a client that calls the
 *   function directly and forges the entry before it): twenty readers' worth, so that varying a
 *   forged entry cannot escape the limit for long.
 * - libraryFetch: the pages a library import fetches for its articles (those its file does not
 *   carry), taken by the import job in blocks. Its own budget, not urlImport's: a reader moving in
 *   brings thousands at once, fetched at a polite pace (about one request a second per site).
 *   Five thousand a day bounds the outbound traffic (5,000 × 5 MB at most) and the parsing; a
 *   larger library's remaining pages are fetched when the same file is imported again the next
 *   day, since an import adds only what is not there yet.
 * - libraryImport: each upload is a file of up to 50 MB parsed at once; ten a day covers a reader
 *   bringing several services' exports and retrying.
 * - search: each search runs about ten bounded queries (titles, bodies, notes on the reader's own
 *   and shared articles, spurqs, people) and reads about what it shows; the box asks once a pause
 *   in typing, so six hundred an hour is far more than a person types, and caps a loop's cost.
 * - pageIndex: the browser extension's list of the library's hashed addresses reads up to about
 *   seven hundred documents; each browser asks a few times an hour (on start, after a save, every
 *   half hour), so sixty an hour leaves room for several browsers and caps a loop's cost.
 */
export const RATE_LIMITS = {
  sms: limit(10, "hour", (n) => `You can send at most ${n} text messages an hour. Please try again later.`),
  smsRecipient: limit(
    5,
    "day",
    (n) => `This number has already received ${n} text messages from Spurq today. Please try again tomorrow.`,
  ),
  urlImport: limit(
    30,
    "hour",
    (n) => `You can import at most ${n} web pages an hour. Please try again later.`,
  ),
  pageIndex: limit(
    60,
    "hour",
    (n) => `The extension can refresh your library's addresses at most ${n} times an hour.`,
  ),
  libraryFetch: limit(
    5000,
    "day",
    (n) =>
      `A library import can fetch at most ${n} pages a day. Import the same file again tomorrow for the rest.`,
  ),
  libraryImport: limit(
    10,
    "day",
    (n) => `You can import at most ${n} library files a day. Please try again tomorrow.`,
  ),
  search: limit(600, "hour", (n) => `You can search at most ${n} times an hour. Please try again later.`),
  pdfImport: limit(20, "hour", (n) => `You can import at most ${n} PDFs an hour. Please try again later.`),
  spurq: limit(100, "day", (n) => `You can send at most ${n} spurqs a day. Please try again tomorrow.`),
  friendRequest: limit(
    50,
    "day",
    (n) => `You can send at most ${n} friend requests a day. Please try again tomorrow.`,
  ),
  invitation: limit(
    20,
    "day",
    (n) => `You can send at most ${n} invitations a day. Please try again tomorrow.`,
  ),
  chatMessage: limit(
    300,
    "hour",
    (n) => `You can send at most ${n} chat messages an hour. Please try again later.`,
  ),
  groupChat: limit(
    20,
    "day",
    (n) => `You can create at most ${n} group chats a day. Please try again tomorrow.`,
  ),
  feedback: limit(
    10,
    "day",
    (n) => `You can send at most ${n} feedback messages a day. Please try again tomorrow.`,
  ),
  avatar: limit(
    20,
    "hour",
    (n) => `You can change your picture at most ${n} times an hour. Please try again later.`,
  ),
  rename: limit(
    10,
    "day",
    (n) => `You can change your username at most ${n} times a day. Please try again tomorrow.`,
  ),
  emailChange: limit(
    5,
    "day",
    (n) => `You can change your e-mail address at most ${n} times a day. Please try again tomorrow.`,
  ),
  dataExport: limit(
    10,
    "hour",
    (n) => `You can export your data at most ${n} times an hour. Please try again later.`,
  ),
  extensionConnect: limit(
    10,
    "hour",
    (n) => `You can connect the browser extension at most ${n} times an hour. Please try again later.`,
  ),
  extensionAppCheck: limit(
    30,
    "hour",
    (n) =>
      `The browser extension can renew its app check at most ${n} times an hour. Please try again later.`,
  ),
  avatarRequest: limit(
    3000,
    "hour",
    (n) => `One address can load at most ${n} pictures an hour. Please try again later.`,
  ),
  avatarRequestHop: limit(
    60_000,
    "hour",
    (n) => `One address can load at most ${n} pictures an hour. Please try again later.`,
  ),
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

function limit(max: number, per: RateLimit["per"], message: RateLimit["message"]): RateLimit {
  return { max, per, message };
}

function counterFor(name: RateLimitName, key: string, now: Date): repo.Counter {
  const { max, per } = RATE_LIMITS[name];
  const start = Math.floor(now.getTime() / WINDOW_MS[per]) * WINDOW_MS[per];
  return {
    // A key may hold any character; a document id may not contain "/".
    id: `${name}_${encodeURIComponent(key)}_${new Date(start).toISOString()}`,
    max,
    expiresAt: new Date(start + WINDOW_MS[per]),
  };
}

/** Takes up to `wanted` units of one limit for its key at once; how many it got (0 when spent). */
export function takeUpTo(
  name: RateLimitName,
  key: string,
  wanted: number,
  now = wallClock(),
): Promise<number> {
  return repo.takeUpTo(counterFor(name, key, now), wanted);
}

/**
 * Takes one unit of each named limit for its key (a uid, a phone number, an address), all or
 * none. Throws 429 with the exhausted limit's text. Call it after the request is validated and
 * before the work it guards, so bad input costs nothing and refused work is never started.
 */
export async function takeAllowance(
  keys: Partial<Record<RateLimitName, string>>,
  now = wallClock(),
): Promise<void> {
  const names = Object.keys(keys) as RateLimitName[];
  const full = await repo.takeUnits(names.map((name) => counterFor(name, keys[name]!, now)));
  if (full >= 0) {
    const { max, message } = RATE_LIMITS[names[full]!];
    throw new AppError(429, message(max));
  }
}
