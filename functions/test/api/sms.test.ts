// Sharing by SMS through the real Twilio SDK against a local Twilio-shaped server.
import { beforeAll, describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { TWILIO_CREDENTIALS, TWILIO_FROM, uniquePhone, useTwilioStandIn } from "../helpers/twilio-server";
import { createApp } from "../../src/app";
import { SMS_OPTED_OUT } from "../../src/shared";
import request from "supertest";

const TO = uniquePhone();
const twilio = useTwilioStandIn();
let user: SyncedUser;
let articleId: string;
let highlightId: string;

const consent = (u: SyncedUser, phoneNumber: string, hasConsent = true) =>
  u.call
    .post("/api/sms-consent")
    .send({ phoneNumber, hasConsent, consentSource: "sharing_dialog", userId: 1 });

beforeAll(async () => {
  user = await syncedUser("texter");
  articleId = (
    await user.call.post("/api/articles").send({
      title: "Tides",
      content:
        "The moon pulls the sea twice a day, and harbours have their own rhythm for it, older than any timetable.",
      url: "https://example.com/tides",
    })
  ).body.id;
  const text = "The moon pulls the sea twice a day, and harbours have their own rhythm";
  highlightId = (
    await user.call.post("/api/highlights").send({ articleId, text, startOffset: 0, endOffset: text.length })
  ).body.id;
});

describe("SMS consent", () => {
  it("when consent is recorded, then it reads back for that number only", async () => {
    const number = "+12025550142";
    expect(
      (await user.call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(number)}`)).body.hasConsent,
    ).toBe(false);
    const recorded = await consent(user, number);
    expect(recorded.body).toEqual({
      phoneNumber: number,
      hasConsent: true,
      consentSource: "sharing_dialog",
      optedOut: false,
    });
    expect(
      (await user.call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(number)}`)).body.hasConsent,
    ).toBe(true);
    expect(
      (await user.call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent("+12025550143")}`)).body
        .hasConsent,
    ).toBe(false);
  });

  // The text is docs/product-spec.md §5's for a phone number not in international format.
  it("when a number is not E.164, then 400 with the text", async () => {
    for (const number of ["2025550142", "+0123456", "+1 202 555 0142", "+1234567890123456", "+1", "phone"]) {
      const response = await consent(user, number);
      expect(response.status, number).toBe(400);
      expect(response.body.error).toBe(
        "phoneNumber: Please use international format with country code (e.g., +12025551234)",
      );
    }
  });
});

describe("sharing by SMS", () => {
  it("when an article is shared with consent, then Twilio receives it from the configured number and it is stored", async () => {
    await consent(user, TO);
    const before = twilio.received.length;
    const response = await user.call
      .post("/api/share/article/sms")
      .send({ articleId, recipientPhone: TO, userId: 1 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: "queued", simulated: false });
    const sent = twilio.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ accountSid: TWILIO_CREDENTIALS.sid, to: TO, from: TWILIO_FROM });
    expect(sent[0]!.body).toBe('I\'m reading "Tides" on Spurq.\nhttps://example.com/tides');
    const stored = (await getFirestore().collection("smsMessages").doc(response.body.id).get()).data();
    expect(stored).toMatchObject({
      userId: user.uid,
      to: TO,
      status: "queued",
      simulated: false,
      kind: "article",
    });
    expect(stored?.twilioSid).toMatch(/^SM/);
    // Kept 90 days after it was made, then deleted by the TTL policy on smsMessages.expiresAt.
    expect((stored?.expiresAt.toMillis() - stored?.createdAt.toMillis()) / 86_400_000).toBe(90);
  });

  it("when a highlight is shared, then its default text is cut to 50 characters plus an ellipsis; a custom message replaces it", async () => {
    await consent(user, TO);
    const before = twilio.received.length;
    await user.call.post("/api/share/highlight/sms").send({ highlightId, recipientPhone: TO });
    await user.call
      .post("/api/share/highlight/sms")
      .send({ highlightId, recipientPhone: TO, customMessage: "  Read this!  " });
    await user.call
      .post("/api/share/highlight/sms")
      .send({ highlightId, recipientPhone: TO, customMessage: "   " });
    const [defaultText, custom, blank] = twilio.received.slice(before).map((m) => m.body);
    expect(defaultText).toBe(
      '"The moon pulls the sea twice a day, and harbours h…" from "Tides"\nhttps://example.com/tides',
    );
    expect(custom).toBe("Read this!\nhttps://example.com/tides");
    expect(blank).toBe(defaultText);
  });

  it("when no consent was recorded (or it was withdrawn), then nothing is sent", async () => {
    const number = "+33612345678";
    const before = twilio.received.length;
    const none = await user.call.post("/api/share/article/sms").send({ articleId, recipientPhone: number });
    expect(none.status).toBe(403);
    await consent(user, number, false);
    expect(
      (await user.call.post("/api/share/article/sms").send({ articleId, recipientPhone: number })).status,
    ).toBe(403);
    expect(twilio.received.length).toBe(before);
  });

  it("when Twilio answers 21610 (the recipient opted out), then the number is marked and refused from then on", async () => {
    const stopped = uniquePhone();
    twilio.optedOut.add(stopped);
    await consent(user, stopped);
    const response = await user.call
      .post("/api/share/article/sms")
      .send({ articleId, recipientPhone: stopped });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(SMS_OPTED_OUT);
    const sentBefore = twilio.received.length;
    const again = await user.call.post("/api/share/article/sms").send({ articleId, recipientPhone: stopped });
    expect(again.status).toBe(422);
    expect(twilio.received.length).toBe(sentBefore);
    const record = (await user.call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(stopped)}`)).body;
    expect(record).toMatchObject({ hasConsent: false, optedOut: true });
  });

  it("when the app records consent again after an opt-out, as it does before every send, then the number stays opted out and Twilio sees nothing more", async () => {
    const stopped = uniquePhone();
    twilio.optedOut.add(stopped);
    // The dialog's sequence: record consent, send; Twilio answers 21610; the user tries again.
    await consent(user, stopped);
    const first = await user.call.post("/api/share/article/sms").send({ articleId, recipientPhone: stopped });
    expect(first.status).toBe(422);
    const sentBefore = twilio.received.length;
    const reconsent = await consent(user, stopped);
    expect(reconsent.body).toMatchObject({ hasConsent: true, optedOut: true });
    const second = await user.call
      .post("/api/share/article/sms")
      .send({ articleId, recipientPhone: stopped });
    expect(second.status).toBe(422);
    expect(second.body.error).toBe(SMS_OPTED_OUT);
    expect(twilio.received.length).toBe(sentBefore);
    expect(
      (await user.call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(stopped)}`)).body.optedOut,
    ).toBe(true);
  });

  it("when no Twilio account is configured, then the message is stored as simulated and nothing is sent", async () => {
    twilio.configure(false);
    const number = uniquePhone();
    await consent(user, number);
    const before = twilio.received.length;
    const response = await user.call
      .post("/api/share/article/sms")
      .send({ articleId, recipientPhone: number });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: "simulated", simulated: true });
    expect(twilio.received.length).toBe(before);
  });

  it("when another user's article or highlight is shared, then 404 and nothing is sent", async () => {
    const intruder = await syncedUser("intruder");
    await consent(intruder, TO);
    const before = twilio.received.length;
    expect(
      (await intruder.call.post("/api/share/article/sms").send({ articleId, recipientPhone: TO })).status,
    ).toBe(404);
    expect(
      (await intruder.call.post("/api/share/highlight/sms").send({ highlightId, recipientPhone: TO })).status,
    ).toBe(404);
    expect(twilio.received.length).toBe(before);
  });

  it("when two app instances take 11 concurrent sends, then exactly 10 pass the hourly cap", async () => {
    const sender = await syncedUser("burst");
    const article = (await sender.call.post("/api/articles").send({ title: "Burst", content: "Body" })).body
      .id;
    // Eleven recipients, so that only the sender's hourly cap can refuse.
    const numbers = Array.from({ length: 11 }, uniquePhone);
    for (const number of numbers) await consent(sender, number);
    // Two separate Express apps, as two Cloud Functions instances would be, sharing one Firestore.
    const instances = [createApp(), createApp()];
    const responses = await Promise.all(
      numbers.map((number, i) =>
        request(instances[i % 2]!)
          .post("/api/share/article/sms")
          .set("Authorization", `Bearer ${sender.idToken}`)
          .send({ articleId: article, recipientPhone: number }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(responses.find((r) => r.status === 429)!.body.error).toBe(
      "You can send at most 10 text messages an hour. Please try again later.",
    );
  });

  it("when a number has had its day's messages, from any senders, then the next send is 429 and nothing reaches Twilio", async () => {
    const number = uniquePhone();
    const senders = await Promise.all(["pump-a", "pump-b"].map((label) => syncedUser(label)));
    const articles = await Promise.all(
      senders.map(
        async (sender) =>
          (await sender.call.post("/api/articles").send({ title: "Pump", content: "Body" })).body
            .id as string,
      ),
    );
    for (const sender of senders) await consent(sender, number);
    const share = (i: number) =>
      senders[i % 2]!.call.post("/api/share/article/sms").send({
        articleId: articles[i % 2],
        recipientPhone: number,
      });
    const before = twilio.received.length;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await share(i)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await share(5);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "This number has already received 5 text messages from Spurq today. Please try again tomorrow.",
    );
    expect(twilio.received.length - before).toBe(5);
  });

  it("when the request carries a forged X-Forwarded-Host or Host, then the text's link still uses the configured app address", async () => {
    const sender = await syncedUser("linker");
    const article = (
      await sender.call.post("/api/articles").send({ title: "No source", content: "Written here." })
    ).body.id;
    const number = uniquePhone();
    await consent(sender, number);
    const before = twilio.received.length;
    const response = await sender.call
      .post("/api/share/article/sms")
      .set("X-Forwarded-Host", "evil.example")
      .set("Host", "evil.example")
      .set("X-Forwarded-Proto", "https")
      .send({ articleId: article, recipientPhone: number });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [sent] = twilio.received.slice(before);
    expect(sent!.body).toBe(`I'm reading "No source" on Spurq.\nhttp://127.0.0.1:5000/#/articles/${article}`);
  });
});
