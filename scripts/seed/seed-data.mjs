// Fills the running emulators with the demo data set. Runs inside `firebase emulators:exec`
// (scripts/seed.mjs), which then exports everything to emulator-data/.
//
// Users are created the way the app creates them: an Auth account, then POST /api/auth/sync
// through the Functions emulator with a real ID token, then settings through the API.
// Data whose endpoints later issues build (friends, folders, tags, articles, highlights,
// comments) is written with the Admin SDK in the shapes of DESIGN.md's data sketch; as those
// endpoints land, this script moves over to them.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.mjs";
import { DEMO_ARTICLES } from "./demo-articles.mjs";

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

async function call(method, path, idToken, body) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
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
    const idToken = await signIn(user.email);
    const record = await call("POST", "/auth/sync", idToken, {
      displayName: user.username,
      isNewAccount: true,
    });
    if (user.bio) await db.collection("users").doc(record.id).update({ bio: user.bio });
    uidOf[user.username] = record.id;
  }
  // Dev reads at night.
  await call("PATCH", "/user/preferences", await signIn("dev@demo.spurq.test"), {
    darkMode: true,
    fontSize: "large",
  });
  return uidOf;
}

async function seedFriendships(uidOf) {
  const names = Object.keys(uidOf);
  const batch = db.batch();
  let day = 30;
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      const since = daysAgo(day--);
      const request = db.collection("friendRequests").doc();
      batch.set(request, {
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

const TAG_COLOURS = { maps: "#22c55e", design: "#3b82f6", software: "#a855f7", science: "#f97316" };

async function folderAndTagIds(uid, article, cache) {
  const key = (kind, name) => `${uid}/${kind}/${name}`;
  const ensure = async (kind, name, fields) => {
    if (!cache.has(key(kind, name))) {
      const ref = db.collection(`users/${uid}/${kind}`).doc();
      await ref.set({ name, createdAt: daysAgo(20), ...fields });
      cache.set(key(kind, name), ref.id);
    }
    return cache.get(key(kind, name));
  };
  const folderId = article.folder ? await ensure("folders", article.folder, {}) : null;
  const tagIds = [];
  for (const tag of article.tags)
    tagIds.push(await ensure("tags", tag, { color: TAG_COLOURS[tag] ?? "#3b82f6" }));
  return { folderId, tagIds };
}

async function seedArticles(uidOf) {
  const cache = new Map();
  for (const article of DEMO_ARTICLES) {
    const uid = uidOf[article.owner];
    const { folderId, tagIds } = await folderAndTagIds(uid, article, cache);
    const html = article.paragraphs.map((p) => `<p>${p}</p>`).join("");
    // Offsets count characters of the text as a browser's textContent gives it (paragraphs
    // joined with nothing between them), with some context either side to re-anchor by.
    const text = article.paragraphs.join("");
    const articleRef = db.collection("articles").doc();
    const batch = db.batch();
    let commentCount = 0;
    article.highlights.forEach((highlight, h) => {
      const start = text.indexOf(highlight.text);
      if (start < 0) throw new Error(`highlight not in "${article.title}": ${highlight.text}`);
      const end = start + highlight.text.length;
      const highlightRef = db.collection("highlights").doc();
      batch.set(highlightRef, {
        articleId: articleRef.id,
        userId: uidOf[highlight.by],
        text: highlight.text,
        startOffset: start,
        endOffset: end,
        prefix: text.slice(Math.max(0, start - 32), start),
        suffix: text.slice(end, end + 32),
        color: highlight.color,
        createdAt: daysAgo(article.daysAgo - 0.1 * (h + 1)),
      });
      highlight.comments.forEach((comment, c) => {
        commentCount++;
        batch.set(db.collection("comments").doc(), {
          highlightId: highlightRef.id,
          articleId: articleRef.id,
          userId: uidOf[comment.by],
          text: comment.text,
          createdAt: daysAgo(article.daysAgo - 0.2 * (h + 1) - 0.05 * (c + 1)),
        });
      });
    });
    batch.set(articleRef, {
      userId: uid,
      title: article.title,
      titleLower: article.title.toLowerCase(),
      url: article.url,
      content: html,
      preview: text.slice(0, 150),
      author: article.author,
      folderId,
      tagIds,
      lastViewed: article.viewedDaysAgo === null ? null : daysAgo(article.viewedDaysAgo, 1),
      createdAt: daysAgo(article.daysAgo),
      updatedAt: daysAgo(article.daysAgo),
      deletedAt: null,
      highlightCount: article.highlights.length,
      commentCount,
      firstHighlightText: article.highlights[0]?.text ?? null,
    });
    await batch.commit();
  }
}

const uidOf = await seedUsers();
await seedFriendships(uidOf);
await seedArticles(uidOf);
console.log(`Seeded ${DEMO_USERS.length} users, ${DEMO_ARTICLES.length} articles.`);
