// Fills the running emulators with the demo data set. Runs inside `firebase emulators:exec`
// (scripts/seed.mjs), which then exports everything to emulator-data/.
//
// Everything that has an endpoint goes through the API with the user's real ID token: sign-up
// sync, settings, articles, folders, tags, and one article imported from a saved real-world page
// through the URL import (then completed, as a reader would, because the page has no byline).
// What has no endpoint yet (friendships, and friends' comments on each other's articles) is
// written with the Admin SDK in the shapes of DESIGN.md's data sketch; dates are backdated so the
// screens look lived in.
import http from "node:http";
import { readFileSync } from "node:fs";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.mjs";
import { DEMO_ARTICLES } from "./demo-articles.mjs";
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
const tokens = {};

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
  for (const user of DEMO_USERS) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: DEMO_PASSWORD,
      displayName: user.displayName,
      emailVerified: true,
    });
    tokens[user.username] = await signIn(user.email);
    const record = await call(user.username, "POST", "/auth/sync", {
      displayName: user.username,
      isNewAccount: true,
    });
    if (user.bio) await db.collection("users").doc(record.id).update({ bio: user.bio });
    uidOf[user.username] = record.id;
  }
  await call("dev", "PATCH", "/user/preferences", { darkMode: true, fontSize: "large" });
  return uidOf;
}

async function seedFriendships(uidOf) {
  const names = Object.keys(uidOf);
  const batch = db.batch();
  let day = 30;
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      const since = daysAgo(day--);
      batch.set(db.collection("friendRequests").doc(), {
        senderId: uidOf[a],
        receiverId: uidOf[b],
        status: "accepted",
        createdAt: since,
        respondedAt: since,
      });
      batch.set(db.doc(`users/${uidOf[a]}/friends/${uidOf[b]}`), {
        friendUid: uidOf[b],
        isMuted: false,
        since,
      });
      batch.set(db.doc(`users/${uidOf[b]}/friends/${uidOf[a]}`), {
        friendUid: uidOf[a],
        isMuted: false,
        since,
      });
    }
  }
  await batch.commit();
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
 * Highlights and comment threads through the API, with offsets into the article's text (the
 * shared definition). Friends' comments are written directly: a friend may read someone's
 * article only once it is shared with them through a spurq, which a later issue builds.
 */
async function annotate(uidOf, articleId, article, content) {
  const text = plainTextArticleText(content);
  for (const [h, highlight] of article.highlights.entries()) {
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
    for (const [c, comment] of highlight.comments.entries()) {
      const createdAt = daysAgo(article.daysAgo - 0.2 * (h + 1) - 0.05 * (c + 1));
      if (comment.by === article.owner) {
        const { id } = await call(comment.by, "POST", "/comments", {
          highlightId: created.id,
          text: comment.text,
        });
        await db.doc(`comments/${id}`).update({ createdAt, updatedAt: createdAt });
      } else {
        const batch = db.batch();
        batch.set(db.collection("comments").doc(), {
          highlightId: created.id,
          articleId,
          userId: uidOf[comment.by],
          text: comment.text,
          createdAt,
          updatedAt: createdAt,
        });
        batch.update(db.doc(`articles/${articleId}`), { commentCount: FieldValue.increment(1) });
        await batch.commit();
      }
    }
  }
}

async function seedArticles(uidOf) {
  const label = labelMaker();
  for (const article of DEMO_ARTICLES) {
    const content = article.paragraphs.join("\n\n");
    const { id } = await call(article.owner, "POST", "/articles", {
      title: article.title,
      content,
      author: article.author,
      url: article.url,
    });
    await organise(article.owner, id, article, label);
    await annotate(uidOf, id, article, content);
  }
  return label;
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

const uidOf = await seedUsers();
await seedFriendships(uidOf);
const label = await seedArticles(uidOf);
await seedImportedPage(label);
console.log(`Seeded ${DEMO_USERS.length} users, ${DEMO_ARTICLES.length + 1} articles.`);
