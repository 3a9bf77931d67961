// Fills the running emulators with the demo data set. Runs inside `firebase emulators:exec`
// (scripts/seed.mjs), which then exports everything to emulator-data/.
//
// Everything goes through the API with the user's real ID token, as the app would do it: sign-up
// sync, settings, friend requests and their acceptance, articles, folders, tags, highlights,
// spurqs (which make their recipients readers), comments, replies, a group chat, an invitation,
// pictures, a reader in French and a piece of feedback (demo-account.mjs),
// one article imported from a saved real-world page through the URL import, and a Kindle book
// brought by a library import. Only dates are
// then moved back with the Admin SDK, so the screens look lived in. Before all that, the demo
// readers' visits of the past four weeks (demo-history.mjs: the function's services in this
// process, at their times); after it, the scheduled jobs run once.
//
// A dry run against emulators that already hold the demo data (a shared suite) can give every
// demo account a suffix, so nothing collides and nothing is wiped:
//   SEED_SUFFIX=_try1 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 \
//     GCLOUD_PROJECT=demo-spurq node scripts/seed/seed-data.mjs
import http from "node:http";
import { readFileSync } from "node:fs";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.mjs";
import { DEMO_ARTICLES } from "./demo-articles.mjs";
import { DEMO_GROUP_CHAT, DEMO_INVITATION, DEMO_REQUESTER, DEMO_SPURQS } from "./demo-social.mjs";
import { runDemoJobs, seedHistory, settleAchievements } from "./demo-history.mjs";
import { DEMO_FEEDBACK, DEMO_LANGUAGES, seedAvatars } from "./demo-account.mjs";
// The compiled shared module (npm run seed builds the functions first): offsets as the app counts them.
import { HIGHLIGHT_CONTEXT_LENGTH } from "../../functions/lib/shared/schemas/annotations.js";
import { plainTextArticleText } from "../../functions/lib/shared/anchoring.js";

const PROJECT_ID = process.env.GCLOUD_PROJECT;
if (!PROJECT_ID?.startsWith("demo-") || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error("The seed runs only on the emulators of a demo- project (npm run seed).");
}
const API = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api/api`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

initializeApp({ projectId: PROJECT_ID });
const auth = getAuth();
const db = getFirestore();
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days, hours = 10) => Timestamp.fromMillis(Date.now() - days * DAY - hours * 60 * 60 * 1000);
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours) => Timestamp.fromMillis(Date.now() - hours * HOUR);
const tokens = {};
/** Demo accounts are named by their demo username (ada, ben, ...) throughout. */
const SUFFIX = process.env.SEED_SUFFIX ?? "";
if (!/^[A-Za-z0-9._-]{0,12}$/.test(SUFFIX)) throw new Error("SEED_SUFFIX: up to 12 letters, digits, . _ -");
const account = (user) => ({
  uid: `${user.uid}${SUFFIX}`,
  email: user.email.replace("@", `${SUFFIX}@`),
  username: `${user.username}${SUFFIX}`,
});

async function call(username, method, path, body, { expect = [200, 201, 204] } = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[username]}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = response.status === 204 ? null : await response.json();
  if (!expect.includes(response.status))
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signIn(email) {
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`sign-in ${email}: ${JSON.stringify(json)}`);
  return json.idToken;
}

async function seedUsers() {
  const uidOf = {};
  for (const user of [...DEMO_USERS, DEMO_REQUESTER]) {
    const { uid, email, username } = account(user);
    await auth.createUser({
      uid,
      email,
      password: DEMO_PASSWORD,
      displayName: user.displayName,
      emailVerified: true,
    });
    tokens[user.username] = await signIn(email);
    const record = await call(user.username, "POST", "/auth/sync", {
      displayName: username,
      isNewAccount: true,
    });
    if (user.bio) await db.collection("users").doc(record.id).update({ bio: user.bio });
    uidOf[user.username] = record.id;
  }
  await call("dev", "PATCH", "/user/preferences", { darkMode: true, fontSize: "large" });
  for (const [username, language] of Object.entries(DEMO_LANGUAGES))
    await call(username, "PATCH", "/user/preferences", { language });
  return uidOf;
}

/**
 * The four demo friends, each pair through a request and its acceptance; then the fifth reader's
 * request to Ada, left pending.
 */
async function seedFriendships(uidOf) {
  const names = DEMO_USERS.map((user) => user.username);
  let day = 30;
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      const { id } = await call(a, "POST", "/friends/requests", { receiverId: uidOf[b] });
      await call(b, "PATCH", `/friends/requests/${id}`, { status: "accepted" });
      const since = daysAgo(day--);
      await Promise.all([
        db.doc(`friendRequests/${id}`).update({ createdAt: since, updatedAt: since }),
        db.doc(`users/${uidOf[a]}/friends/${uidOf[b]}`).update({ createdAt: since }),
        db.doc(`users/${uidOf[b]}/friends/${uidOf[a]}`).update({ createdAt: since }),
      ]);
    }
  }
  const requester = DEMO_REQUESTER.username;
  const { id } = await call(requester, "POST", "/friends/requests", {
    receiverId: uidOf[DEMO_REQUESTER.requestsFriendshipWith],
  });
  await db.doc(`friendRequests/${id}`).update({ createdAt: hoursAgo(20), updatedAt: hoursAgo(20) });
}

const TAG_COLOURS = {
  maps: "#22c55e",
  design: "#3b82f6",
  software: "#a855f7",
  science: "#f97316",
  reference: "#64748b",
};

/** Folder and tag ids by name, created through the API on first use. */
function labelMaker() {
  const cache = new Map();
  return async (username, kind, name) => {
    const key = `${username}/${kind}/${name}`;
    if (!cache.has(key)) {
      const body = kind === "tags" ? { name, color: TAG_COLOURS[name] ?? "#3b82f6" } : { name };
      cache.set(key, (await call(username, "POST", `/${kind}`, body)).id);
    }
    return cache.get(key);
  };
}

/** Files, tags, trashes and backdates an article created through the API. */
async function organise(username, id, article, label) {
  if (article.folder)
    await call(username, "PATCH", `/articles/${id}/folder`, {
      folderId: await label(username, "folders", article.folder),
    });
  for (const tag of article.tags)
    await call(username, "PUT", `/articles/${id}/tags/${await label(username, "tags", tag)}`);
  if (article.trashed) await call(username, "DELETE", `/articles/${id}`);
  await db.doc(`articles/${id}`).update({
    createdAt: daysAgo(article.daysAgo),
    updatedAt: daysAgo(article.daysAgo),
    lastViewed: article.viewedDaysAgo === null ? null : daysAgo(article.viewedDaysAgo, 1),
    ...(article.trashed ? { deletedAt: daysAgo(article.daysAgo - 1) } : {}),
  });
}

/**
 * The owner's highlights through the API, with offsets into the article's text (the shared
 * definition). Returns their ids by text.
 */
async function seedHighlights(articleId, article, content, { readers = false, ids = {} } = {}) {
  const text = plainTextArticleText(content);
  for (const [h, highlight] of article.highlights.entries()) {
    // The owner's first; readers' once a spurq has let them in (seedReaderHighlights).
    if ((highlight.by !== article.owner) !== readers) continue;
    const start = text.indexOf(highlight.text);
    if (start < 0) throw new Error(`highlight not in "${article.title}": ${highlight.text}`);
    const end = start + highlight.text.length;
    const created = await call(highlight.by, "POST", "/highlights", {
      articleId,
      text: highlight.text,
      startOffset: start,
      endOffset: end,
      prefix: text.slice(Math.max(0, start - HIGHLIGHT_CONTEXT_LENGTH), start),
      suffix: text.slice(end, end + HIGHLIGHT_CONTEXT_LENGTH),
      color: highlight.color,
    });
    await db.doc(`highlights/${created.id}`).update({ createdAt: daysAgo(article.daysAgo - 0.1 * (h + 1)) });
    ids[highlight.text] = created.id;
  }
  return ids;
}

/** Readers' highlights, after the spurqs that shared the articles with them. */
async function seedReaderHighlights(articles) {
  for (const article of DEMO_ARTICLES) {
    const { id, highlights } = articles[article.title];
    await seedHighlights(id, article, article.paragraphs.join("\n\n"), { readers: true, ids: highlights });
  }
}

/**
 * Comment threads through the API. A friend's comment needs them to be a reader of the article,
 * so this runs after the spurqs that shared it with them.
 */
async function seedComments(articles) {
  for (const article of DEMO_ARTICLES) {
    const { highlights } = articles[article.title];
    for (const [h, highlight] of article.highlights.entries()) {
      for (const [c, comment] of highlight.comments.entries()) {
        const createdAt = daysAgo(article.daysAgo - 0.2 * (h + 1) - 0.05 * (c + 1));
        const { id } = await call(comment.by, "POST", "/comments", {
          highlightId: highlights[highlight.text],
          text: comment.text,
        });
        await db.doc(`comments/${id}`).update({ createdAt, updatedAt: createdAt });
      }
    }
  }
}

/** The demo articles with their highlights; ids by title: { id, highlights: { text: id } }. */
async function seedArticles() {
  const label = labelMaker();
  const articles = {};
  for (const article of DEMO_ARTICLES) {
    const content = article.paragraphs.join("\n\n");
    const { id } = await call(article.owner, "POST", "/articles", {
      title: article.title,
      content,
      author: article.author,
      url: article.url,
    });
    await organise(article.owner, id, article, label);
    articles[article.title] = { id, highlights: await seedHighlights(id, article, content) };
  }
  return { articles, label };
}

/**
 * Spurqs in the order they were sent. A read one is opened by its recipient at once, as the app
 * does when the card is clicked (opening an article marks its spurqs read), before any later
 * spurq about the same article arrives; replies go through the spurq's own conversation.
 */
async function seedSpurqs(uidOf, articles) {
  for (const spurq of DEMO_SPURQS) {
    const article = articles[spurq.article];
    const highlightId = spurq.highlight ? article.highlights[spurq.highlight] : null;
    if (spurq.highlight && !highlightId)
      throw new Error(`no highlight "${spurq.highlight}" in "${spurq.article}"`);
    const { id } = await call(spurq.from, "POST", "/spurqs", {
      recipientId: uidOf[spurq.to],
      articleId: article.id,
      highlightId,
      question: spurq.question,
    });
    if (spurq.read) await call(spurq.to, "GET", `/articles/${article.id}`);
    const replies = spurq.replies ?? [];
    for (const reply of replies) await call(reply.by, "POST", `/spurqs/${id}/replies`, { text: reply.text });
    // Dates: sent `daysAgo`, seen an hour later, replies an hour apart after that.
    const sentAt = spurq.daysAgo * 24;
    const replyTimes = replies.map((_, r) => hoursAgo(sentAt - 2 - r));
    const replyDocs = await db.collection(`spurqs/${id}/replies`).orderBy("createdAt").get();
    await Promise.all(replyDocs.docs.map((doc, r) => doc.ref.update({ createdAt: replyTimes[r] })));
    await db.doc(`spurqs/${id}`).update({
      createdAt: hoursAgo(sentAt),
      ...(spurq.read ? { seenAt: hoursAgo(sentAt - 1) } : {}),
      ...(replyTimes.length ? { lastReplyAt: replyTimes.at(-1) } : {}),
    });
  }
}

/** The group chat through the API: created by one member, the conversation by each in turn. */
async function seedGroupChat(uidOf) {
  const chat = DEMO_GROUP_CHAT;
  const { id } = await call(chat.by, "POST", "/group-chats", {
    name: chat.name,
    memberIds: chat.members.map((name) => uidOf[name]),
  });
  for (const message of chat.messages) {
    await call(message.by, "POST", `/group-chats/${id}/messages`, { content: message.text });
  }
  const docs = await db.collection(`groupChats/${id}/messages`).orderBy("createdAt").get();
  const times = chat.messages.map((message) => hoursAgo(message.hoursAgo));
  await Promise.all(docs.docs.map((doc, m) => doc.ref.update({ createdAt: times[m] })));
  await db.doc(`groupChats/${id}`).update({
    createdAt: hoursAgo(chat.messages[0].hoursAgo + 1),
    "lastMessage.createdAt": times.at(-1),
    // The chat list's order (group-chats.repository): the last message's time.
    lastActivityAt: times.at(-1),
  });
}

/** An invitation by e-mail: the invitation and its queued mail document, through the API. */
async function seedInvitation() {
  const { from, channel, to } = DEMO_INVITATION;
  const { id } = await call(from, "POST", "/invitations", { channel, to: to.replace("@", `${SUFFIX}@`) });
  await db.doc(`invitations/${id}`).update({ createdAt: daysAgo(1) });
}

/** Serves the saved Wikipedia page locally and imports it the way a reader would. */
async function seedImportedPage(label) {
  const page = readFileSync(new URL("./pages/wikipedia-mozilla.html", import.meta.url));
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page),
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/wiki/Mozilla`;
    const partial = await call("ada", "POST", "/articles/from-url", { url }, { expect: [201, 422] });
    // Wikipedia pages carry no byline, so the import asks for the author, as it would a reader.
    const { id } = partial.id
      ? partial
      : await call("ada", "POST", "/articles/complete", {
          ...partial.partialData,
          author: "Wikipedia contributors",
          url: "https://en.wikipedia.org/wiki/Mozilla",
        });
    await organise("ada", id, { tags: ["reference"], folder: null, daysAgo: 2, viewedDaysAgo: 2 }, label);
  } finally {
    server.close();
  }
}

/**
 * Ben brings his Kindle's highlights ('Bring your library'), as a reader would: the sample file
 * Hosting serves to newcomers, read, then imported by its job on the task queue. His book shows
 * with its highlights and his note on the first.
 */
async function seedLibraryImport() {
  const name = "My Clippings.txt";
  const form = new FormData();
  form.append(
    "file",
    new Blob([readFileSync(new URL(`../../web/public/demo/library/${name}`, import.meta.url))]),
    name,
  );
  const read = await fetch(`${API}/library-imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens.ben}` },
    body: form,
  });
  if (read.status !== 200) throw new Error(`Library import: ${read.status} ${await read.text()}`);
  const { id } = await call("ben", "POST", "/library-imports/start", undefined, { expect: [202] });
  for (let tries = 0; tries < 600; tries++) {
    const job = await call("ben", "GET", `/jobs/${id}`);
    if (job.state === "done") return;
    if (job.state === "failed") throw new Error(`Library import failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Library import did not finish in two minutes.");
}

// The weeks before the seed day first: the ledger counts days and streaks in time order.
const history = await seedHistory(DEMO_USERS.map((user) => ({ key: user.username, ...account(user) })));
const uidOf = await seedUsers();
const avatars = await seedAvatars({ api: API, tokenOf: (username) => tokens[username] });
await seedFriendships(uidOf);
const { articles, label } = await seedArticles();
await seedSpurqs(uidOf, articles);
await seedReaderHighlights(articles);
await seedComments(articles);
await seedGroupChat(uidOf);
await seedInvitation();
await seedImportedPage(label);
await seedLibraryImport();
const { from: feedbackFrom, ...feedback } = DEMO_FEEDBACK;
await call(feedbackFrom, "POST", "/feedback", { ...feedback, appVersion: "demo", page: "/home" });
await settleAchievements(Object.values(uidOf));
const jobs = await runDemoJobs();
console.log(
  `Seeded ${DEMO_USERS.length + 1} users, ${DEMO_ARTICLES.length + 1} articles, ${DEMO_SPURQS.length} spurqs, 1 group chat, 1 invitation, ` +
    `${avatars} pictures, 1 feedback, ${history.visits} earlier visits since ${history.since.toISOString().slice(0, 10)}; jobs: ${JSON.stringify(jobs)}.`,
);
