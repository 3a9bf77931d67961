// Invitations for real (the reference client only simulated them): an e-mail queued for the
// Trigger Email extension, a text through the real Twilio SDK against a local Twilio-shaped server,
// the daily cap, and a sign-up through the link that makes the newcomer the inviter's friend, once,
// and only when the newcomer's verified address or number is the one the invitation went to. The
// code is kept nowhere once it is spent: the stored text never had it, the e-mail loses it on use.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import {
  adminAuthForTests,
  changeEmailWithVerification,
  signIn,
  signInWithGoogle,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
  verifyEmail,
  type TestUser,
} from "../helpers/auth-emulator";
import { TWILIO_FROM, uniquePhone, useTwilioStandIn } from "../helpers/twilio-server";
import { activityOf } from "../helpers/progress";
import { syncedUser, type SyncedUser } from "../helpers/users";

const LINK = /^http:\/\/127\.0\.0\.1:5000\/#\/auth\?tab=register&invite=([A-Za-z0-9_-]{32})$/;

const twilio = useTwilioStandIn();

const db = () => getFirestore();
const invitationsOf = (uid: string) => db().collection("invitations").where("inviterId", "==", uid).get();
const mailTo = (to: string) => db().collection("mail").where("to", "==", to).get();
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Invites `to` by e-mail and returns the code from the queued e-mail's link, and the address. */
async function inviteByEmail(inviter: SyncedUser, to = uniqueEmail("invitee")) {
  const response = await inviter.call.post("/api/invitations").send({ channel: "email", to });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const mail = await mailTo(to);
  const link = String(mail.docs[0]?.get("message.text")).match(/http\S+/)?.[0] ?? "";
  return { code: LINK.exec(link)?.[1] ?? "", to };
}

/** A new sign-in account whose e-mail Firebase Authentication has verified (a Google sign-in). */
const verifiedAccount = (email = uniqueEmail("newcomer")) => signInWithGoogle({ email });

/**
 * A new account signing up as the web app does, with the code of the link it came through: by
 * default a verified one with an address of its own, which is nobody's invitee.
 */
async function signUpWithCode(
  inviteCode: unknown,
  account: Promise<{ uid: string; idToken: string }> = verifiedAccount(),
) {
  const user = await account;
  const response = await api(user.idToken)
    .post("/api/auth/sync")
    .send({ displayName: uniqueName("newcomer"), isNewAccount: true, inviteCode });
  return { ...user, status: response.status };
}

const areFriends = async (a: string, b: string) => {
  const [ab, ba] = await Promise.all([
    db().collection("users").doc(a).collection("friends").doc(b).get(),
    db().collection("users").doc(b).collection("friends").doc(a).get(),
  ]);
  return { ab: ab.exists, ba: ba.exists };
};

describe("inviting by e-mail", () => {
  it("when an e-mail invitation is sent, then exactly one mail document carries the sign-up link, with the HTML escaped, and only the code's hash is stored", async () => {
    const inviter = await syncedUser("inviter");
    const to = uniqueEmail("friend");
    const response = await inviter.call.post("/api/invitations").send({ channel: "email", to: ` ${to} ` });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ channel: "email", to, status: "queued", simulated: false });

    const mail = await mailTo(to);
    expect(mail.size).toBe(1);
    const { message, expiresAt, ...rest } = mail.docs[0]!.data();
    expect(Object.keys(rest)).toEqual(["to"]);
    // The TTL policy on mail.expiresAt deletes it 30 days after it was queued.
    const mailDays = (expiresAt.toMillis() - Date.now()) / 86_400_000;
    expect(mailDays).toBeGreaterThan(29.99);
    expect(mailDays).toBeLessThanOrEqual(30);
    expect(message.subject).toBe(`${inviter.username} invited you to Spurq`);
    const link = String(message.text).match(/http\S+/)![0];
    const code = LINK.exec(link)?.[1];
    expect(code, link).toBeDefined();
    // In the HTML, the link's "&" is an entity inside the href; nothing raw is interpolated.
    expect(message.html).toContain(`<a href="http://127.0.0.1:5000/#/auth?tab=register&amp;invite=${code}">`);
    expect(message.html).not.toContain("&invite=");

    const stored = await db().collection("invitations").doc(response.body.id).get();
    expect(stored.data()).toMatchObject({
      inviterId: inviter.uid,
      channel: "email",
      to,
      codeHash: sha256(code!),
      usedBy: null,
    });
    expect(JSON.stringify(stored.data())).not.toContain(code);
    const days = (stored.get("expiresAt").toMillis() - stored.get("createdAt").toMillis()) / 86_400_000;
    expect(days).toBe(30);
  });

  it("when the HTML escaper meets markup, then every special character becomes an entity", async () => {
    const { invitationEmail } = await import("../../src/modules/invitations/invitations.service");
    const { escapeHtml } = await import("../../src/lib/html");
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;",
    );
    const html = invitationEmail("<b>eve</b>", 'http://x/"><script>').html;
    expect(html).not.toMatch(/<b>|<script>|"><script/);
    expect(html).toContain("&lt;b&gt;eve&lt;/b&gt;");
  });
});

describe("inviting by SMS", () => {
  it("when consent was recorded, then the real SDK sends the link to the local Twilio, the text and the invitation are stored", async () => {
    const inviter = await syncedUser("texter");
    const phone = uniquePhone();
    await inviter.call
      .post("/api/sms-consent")
      .send({ phoneNumber: phone, hasConsent: true, consentSource: "invite_dialog" });
    const before = twilio.received.length;
    const response = await inviter.call.post("/api/invitations").send({ channel: "sms", to: phone });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ channel: "sms", to: phone, status: "queued", simulated: false });
    const sent = twilio.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: phone, from: TWILIO_FROM });
    const link = sent[0]!.body.match(/http\S+/)![0];
    expect(sent[0]!.body).toBe(
      `${inviter.username} invites you to read together on Spurq. Sign up here: ${link}`,
    );
    const code = LINK.exec(link)![1]!;
    const stored = (await db().collection("invitations").doc(response.body.id).get()).data();
    expect(stored).toMatchObject({
      inviterId: inviter.uid,
      channel: "sms",
      to: phone,
      codeHash: sha256(code),
    });
    const texts = await db().collection("smsMessages").where("userId", "==", inviter.uid).get();
    expect(texts.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ kind: "invitation", invitationId: response.body.id, status: "queued" }),
    ]);
  });

  it("when no consent was recorded, then 403, nothing is sent and no invitation is stored", async () => {
    const inviter = await syncedUser("texter");
    const before = twilio.received.length;
    const response = await inviter.call.post("/api/invitations").send({ channel: "sms", to: uniquePhone() });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/^Consent required/);
    expect(twilio.received.length).toBe(before);
    expect((await invitationsOf(inviter.uid)).size).toBe(0);
  });

  it("when no Twilio account is configured, then the text is recorded as simulated and the invitation still works", async () => {
    twilio.configure(false);
    const inviter = await syncedUser("texter");
    const phone = uniquePhone();
    await inviter.call.post("/api/sms-consent").send({ phoneNumber: phone, hasConsent: true });
    const response = await inviter.call.post("/api/invitations").send({ channel: "sms", to: phone });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: "simulated", simulated: true });
    expect((await invitationsOf(inviter.uid)).size).toBe(1);
  });
});

describe("bad input and limits", () => {
  it("when the body is bad, then 400 with the field's message and nothing is written", async () => {
    const inviter = await syncedUser("careless");
    const cases: Array<[unknown, string]> = [
      [{ channel: "email", to: "not-an-address" }, "to: Please enter a valid email address."],
      [{ channel: "email", to: "   " }, "to: Please enter a valid email address."],
      [{ channel: "email" }, "to: Please enter a valid email address."],
      [{ channel: "email", to: `${"a".repeat(320)}@example.com` }, "to: Please enter a valid email address."],
      [
        { channel: "sms", to: "2025550142" },
        "to: Please use international format with country code (e.g., +12025551234)",
      ],
      [{ channel: "fax", to: "x@example.com" }, "channel: Choose email or sms."],
      [{ to: "x@example.com" }, "channel: Choose email or sms."],
      [{ channel: "email", to: "x@example.com", inviterId: "someone" }, "Unknown field: inviterId"],
    ];
    for (const [body, error] of cases) {
      const response = await inviter.call.post("/api/invitations").send(body as object);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    expect((await invitationsOf(inviter.uid)).size).toBe(0);
    expect(
      (await mailTo("x@example.com")).docs.filter((d) =>
        d.get("message.subject")?.startsWith(inviter.username),
      ),
    ).toEqual([]);
  });

  it("when a user sends a 21st invitation in a day, then 429 and it is neither stored nor sent", async () => {
    const inviter = await syncedUser("eager");
    for (let i = 0; i < 20; i += 1) {
      const response = await inviter.call
        .post("/api/invitations")
        .send({ channel: "email", to: uniqueEmail("n") });
      expect(response.status).toBe(201);
    }
    const to = uniqueEmail("twenty-first");
    const over = await inviter.call.post("/api/invitations").send({ channel: "email", to });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe("You can send at most 20 invitations a day. Please try again tomorrow.");
    expect((await mailTo(to)).size).toBe(0);
    expect((await invitationsOf(inviter.uid)).size).toBe(20);
    // A text counts against the same cap, before anything reaches Twilio.
    const phone = uniquePhone();
    await inviter.call.post("/api/sms-consent").send({ phoneNumber: phone, hasConsent: true });
    const before = twilio.received.length;
    expect((await inviter.call.post("/api/invitations").send({ channel: "sms", to: phone })).status).toBe(
      429,
    );
    expect(twilio.received.length).toBe(before);
  });
});

describe("signing up through an invitation", () => {
  it("when the invitee signs up with the link's code and the address it went to, verified, then they and the inviter are friends on both sides", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    // The address as the person types it: letter case does not matter.
    const newcomer = await signUpWithCode(code, verifiedAccount(to.toUpperCase()));
    expect(newcomer.status).toBe(201);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
    const invitation = (await invitationsOf(inviter.uid)).docs[0]!;
    expect(invitation.get("usedBy")).toBe(newcomer.uid);
    // The friendship made through the invitation earns both a made friend's points.
    for (const [self, other] of [
      [inviter.uid, newcomer.uid],
      [newcomer.uid, inviter.uid],
    ]) {
      const made = (await activityOf(self!)).filter((entry) => entry.type === "friend_made");
      expect(made).toEqual([expect.objectContaining({ points: 20, personId: other })]);
    }
  });

  it("when a second person signs up with a used code, then they sign up but do not become friends", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    const first = await signUpWithCode(code, verifiedAccount(to));
    const second = await signUpWithCode(code);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await areFriends(inviter.uid, first.uid)).toEqual({ ab: true, ba: true });
    expect(await areFriends(inviter.uid, second.uid)).toEqual({ ab: false, ba: false });
    expect((await invitationsOf(inviter.uid)).docs[0]!.get("usedBy")).toBe(first.uid);
  });

  it("when the invitee and two others sign up with one code at once, then only the invitee becomes the inviter's friend", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    const racers = await Promise.all([
      signUpWithCode(code),
      signUpWithCode(code, verifiedAccount(to)),
      signUpWithCode(code),
    ]);
    expect(racers.map((r) => r.status)).toEqual([201, 201, 201]);
    const friends = await Promise.all(racers.map((r) => areFriends(inviter.uid, r.uid)));
    expect(friends.map((f) => f.ab && f.ba)).toEqual([false, true, false]);
  });

  it("when the code is malformed, unknown or expired, then the sign-up still succeeds and nobody is befriended", async () => {
    const inviter = await syncedUser("host");
    const { code: expiredCode, to } = await inviteByEmail(inviter);
    const [invitation] = (await invitationsOf(inviter.uid)).docs;
    await invitation!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    for (const code of [expiredCode, "A".repeat(32), "not a code", "x".repeat(5000), 42, null]) {
      // The expired code by the very address it went to.
      const newcomer = await signUpWithCode(code, code === expiredCode ? verifiedAccount(to) : undefined);
      expect({ code: String(code).slice(0, 40), status: newcomer.status }).toEqual({
        code: String(code).slice(0, 40),
        status: 201,
      });
      expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: false, ba: false });
    }
    expect((await invitationsOf(inviter.uid)).docs[0]!.get("usedBy")).toBeNull();
  });

  it("when an existing account syncs with a code, then the code stays unused for the person it was meant for", async () => {
    const inviter = await syncedUser("host");
    const existing = await syncedUser("regular");
    const { code, to } = await inviteByEmail(inviter);
    const again = await existing.call.post("/api/auth/sync").send({ inviteCode: code });
    expect(again.status).toBe(200);
    expect(await areFriends(inviter.uid, existing.uid)).toEqual({ ab: false, ba: false });
    const newcomer = await signUpWithCode(code, verifiedAccount(to));
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
  });

  it("when the code comes with another verified address, or the invited one unverified, then the sign-up succeeds, nobody is befriended and the code stays for the invitee", async () => {
    const inviter = await syncedUser("host");
    const first = await inviteByEmail(inviter);
    // A forwarded link: someone else's verified address. The code stays for the invitee.
    const forwarded = await signUpWithCode(first.code);
    expect(forwarded.status).toBe(201);
    expect(await areFriends(inviter.uid, forwarded.uid)).toEqual({ ab: false, ba: false });
    const firstInvitation = () => db().collection("invitations").where("to", "==", first.to).get();
    expect((await firstInvitation()).docs[0]!.get("usedBy")).toBeNull();
    const invitee = await signUpWithCode(first.code, verifiedAccount(first.to));
    expect(await areFriends(inviter.uid, invitee.uid)).toEqual({ ab: true, ba: true });

    // The invited address, but not proved: anyone can type an address at sign-up.
    const second = await inviteByEmail(inviter);
    const unproved = await signUpWithCode(second.code, signUpWithPassword(second.to));
    expect(unproved.status).toBe(201);
    expect(await areFriends(inviter.uid, unproved.uid)).toEqual({ ab: false, ba: false });
    const secondInvitation = await db().collection("invitations").where("to", "==", second.to).get();
    expect(secondInvitation.docs[0]!.get("usedBy")).toBeNull();
  });

  it("when the invitee's code is used, then the queued e-mail no longer holds it, and its link still opens the sign-up page", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    const [mail] = (await mailTo(to)).docs;
    expect(JSON.stringify(mail!.data())).toContain(code);
    const newcomer = await signUpWithCode(code, verifiedAccount(to));
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
    const after = (await mail!.ref.get()).data()!;
    expect(JSON.stringify(after)).not.toContain(code);
    expect(after.message.text).toContain("http://127.0.0.1:5000/#/auth?tab=register\n");
    expect(after.message.html).toContain('<a href="http://127.0.0.1:5000/#/auth?tab=register">');
    expect(after.message.subject).toBe(`${inviter.username} invited you to Spurq`);
    expect((await invitationsOf(inviter.uid)).docs[0]!.get("mailId")).toBe(mail!.id);
  });
});

describe("redeeming once the invited address is proved (a password sign-up)", () => {
  /** A password sign-up through the link, with `email` (unverified, as Firebase leaves it at first). */
  async function passwordSignUp(code: string, email: string): Promise<TestUser & { status: number }> {
    const account = await signUpWithPassword(email);
    const { status } = await signUpWithCode(code, Promise.resolve(account));
    return { ...account, status };
  }
  /** The sync the app makes with a token issued after the address was proved. */
  const syncWith = (idToken: string) => api(idToken).post("/api/auth/sync").send({});
  const invitationTo = async (to: string) =>
    (await db().collection("invitations").where("to", "==", to).get()).docs[0]!;
  const friendsMade = async (uid: string) =>
    (await activityOf(uid)).filter((entry) => entry.type === "friend_made").length;

  it("when the invitee signs up with a password and the invited address, then not friends; once verified, the next sync befriends them, and a second sync does nothing more", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    // The address as the person types it: letter case does not matter.
    const newcomer = await passwordSignUp(code, to.toUpperCase());
    expect(newcomer.status).toBe(201);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: false, ba: false });
    // Kept for the account, unused; still only the code's hash is stored.
    const pending = await invitationTo(to);
    expect(pending.data()).toMatchObject({ usedBy: null, pendingFor: newcomer.uid, codeHash: sha256(code) });
    expect(JSON.stringify(pending.data())).not.toContain(code);
    // A sync before the address is proved changes nothing.
    expect((await syncWith(newcomer.idToken)).status).toBe(200);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: false, ba: false });

    // The Auth emulator marks the address verified, as following the e-mail's link does; the
    // next token says email_verified, and the app's next sync carries it.
    await adminAuthForTests().updateUser(newcomer.uid, { emailVerified: true });
    const freshToken = await signIn(newcomer);
    expect((await syncWith(freshToken)).status).toBe(200);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
    const used = (await pending.ref.get()).data()!;
    expect(used).toMatchObject({ usedBy: newcomer.uid, pendingFor: null });
    // The e-mail that carried the code holds it no more, as after a Google sign-up.
    const [mail] = (await mailTo(to)).docs;
    expect(JSON.stringify(mail!.data())).not.toContain(code);
    expect(mail!.get("message.text")).toContain("http://127.0.0.1:5000/#/auth?tab=register\n");

    // A second sync (and the code again) adds nothing: one friendship's points each.
    expect((await syncWith(freshToken)).status).toBe(200);
    expect((await syncWith(freshToken)).status).toBe(200);
    expect((await api(freshToken).post("/api/auth/sync").send({ inviteCode: code })).status).toBe(200);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
    expect([await friendsMade(inviter.uid), await friendsMade(newcomer.uid)]).toEqual([1, 1]);
    expect((await pending.ref.get()).get("usedAt")).toEqual(used.usedAt);
  });

  it("when the invitee proves the address by the e-mail's link and syncs twice at once, then they become friends exactly once", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    const newcomer = await passwordSignUp(code, to);
    const freshToken = await verifyEmail(newcomer);
    const syncs = await Promise.all([syncWith(freshToken), syncWith(freshToken)]);
    expect(syncs.map((response) => response.status)).toEqual([200, 200]);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: true, ba: true });
    expect([await friendsMade(inviter.uid), await friendsMade(newcomer.uid)]).toEqual([1, 1]);
  });

  it("when another address is verified, then it cannot redeem the invitation, which stays for the invitee", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    // A forwarded link, signed up with the forwardee's own address, which they then prove.
    const forwardee = await passwordSignUp(code, uniqueEmail("forwardee"));
    expect(forwardee.status).toBe(201);
    expect((await syncWith(await verifyEmail(forwardee))).status).toBe(200);
    expect(await areFriends(inviter.uid, forwardee.uid)).toEqual({ ab: false, ba: false });
    expect((await invitationTo(to)).data()).toMatchObject({ usedBy: null });
    expect((await invitationTo(to)).get("pendingFor") ?? null).toBeNull();

    // Someone who typed the invited address (which they cannot prove), then moves to an address
    // of their own and proves that one: the invitation went elsewhere, so it stays unused.
    const typist = await passwordSignUp(code, to);
    expect((await invitationTo(to)).get("pendingFor")).toBe(typist.uid);
    const own = uniqueEmail("typist");
    expect((await syncWith(await changeEmailWithVerification(typist, own))).status).toBe(200);
    expect((await adminAuthForTests().getUser(typist.uid)).emailVerified).toBe(true);
    expect(await areFriends(inviter.uid, typist.uid)).toEqual({ ab: false, ba: false });
    expect((await invitationTo(to)).get("usedBy")).toBeNull();

    // The invitee, proving the invited address, still becomes the inviter's friend.
    const invitee = await signUpWithCode(code, verifiedAccount(to));
    expect(await areFriends(inviter.uid, invitee.uid)).toEqual({ ab: true, ba: true });
    expect((await invitationTo(to)).data()).toMatchObject({ usedBy: invitee.uid, pendingFor: null });
  });

  it("when the invitation expired before the address was proved, then the sync befriends nobody", async () => {
    const inviter = await syncedUser("host");
    const { code, to } = await inviteByEmail(inviter);
    const newcomer = await passwordSignUp(code, to);
    await (await invitationTo(to)).ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await syncWith(await verifyEmail(newcomer))).status).toBe(200);
    expect(await areFriends(inviter.uid, newcomer.uid)).toEqual({ ab: false, ba: false });
    expect((await invitationTo(to)).get("usedBy")).toBeNull();
  });
});

describe("signing up through a text invitation", () => {
  /** Sends an SMS invitation to a new number and returns the code the text carried. */
  async function inviteByText(inviter: SyncedUser, phone: string): Promise<string> {
    await inviter.call.post("/api/sms-consent").send({ phoneNumber: phone, hasConsent: true });
    const before = twilio.received.length;
    expect((await inviter.call.post("/api/invitations").send({ channel: "sms", to: phone })).status).toBe(
      201,
    );
    const link = twilio.received[before]!.body.match(/http\S+/)![0];
    return LINK.exec(link)![1]!;
  }

  /** A verified account that also has `phone` as its verified number (as phone sign-in sets it). */
  async function accountWithPhone(phone: string) {
    const account = await verifiedAccount();
    await adminAuthForTests().updateUser(account.uid, { phoneNumber: phone });
    return account;
  }

  it("when a text invitation is sent, then the stored text does not hold the code, only the sign-up page", async () => {
    const inviter = await syncedUser("texter");
    const code = await inviteByText(inviter, uniquePhone());
    const texts = await db().collection("smsMessages").where("userId", "==", inviter.uid).get();
    expect(texts.size).toBe(1);
    const stored = texts.docs[0]!.data();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.body).toBe(
      `${inviter.username} invites you to read together on Spurq. Sign up here: http://127.0.0.1:5000/#/auth?tab=register`,
    );
  });

  it("when the code is used by an account with the number it went to, then friends; with another number or none, not", async () => {
    const inviter = await syncedUser("texter");
    const phone = uniquePhone();
    const code = await inviteByText(inviter, phone);
    const without = await signUpWithCode(code);
    const elsewhere = await signUpWithCode(code, accountWithPhone(uniquePhone()));
    expect(await areFriends(inviter.uid, without.uid)).toEqual({ ab: false, ba: false });
    expect(await areFriends(inviter.uid, elsewhere.uid)).toEqual({ ab: false, ba: false });
    const invitee = await signUpWithCode(code, accountWithPhone(phone));
    expect(invitee.status).toBe(201);
    expect(await areFriends(inviter.uid, invitee.uid)).toEqual({ ab: true, ba: true });
  });
});
