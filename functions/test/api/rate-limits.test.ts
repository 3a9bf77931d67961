// The Firestore-backed rate limits, which must hold across instances (a counter in one instance's
// memory would not): two app instances on one emulator, N+1 concurrent requests, exactly N pass; and
// the limiter's own rules (all or none, a fresh window starts again).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FieldPath, WriteBatch, getFirestore } from "firebase-admin/firestore";
import request from "supertest";
import { syncedUser } from "../helpers/users";
import { articlePage, html, startPageServer, type PageServer } from "../helpers/page-server";
import { textPdf } from "../helpers/pdfs";
import { createApp } from "../../src/app";
import { RATE_LIMITS, takeAllowance, takeUpTo } from "../../src/modules/rate-limits/rate-limits.service";

let site: PageServer;

beforeAll(async () => {
  site = await startPageServer({ "/article": html(articlePage()) });
});
afterAll(() => site.close());
afterEach(() => {
  delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
});

/** Two separate Express apps, as two Cloud Functions instances would be, sharing one Firestore. */
const instances = [createApp(), createApp()];
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe("import limits across two instances", () => {
  // Each burst starts four short of the limit: the race at the limit is what matters, and every
  // saved article records its points in the owner's totals in its own transaction, so
  // thirty imports at once by one user would queue on that one document for about a minute on
  // the emulator, whose contended transactions back off for seconds.
  it("when 5 URL imports arrive at once with 4 left of the hour's 30, split across two instances, then exactly 4 pass and the refused one fetches nothing", async () => {
    process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
    const user = await syncedUser("url-burst");
    for (let i = 0; i < RATE_LIMITS.urlImport.max - 4; i++) await takeAllowance({ urlImport: user.uid });
    const hitsBefore = site.hits.filter((hit) => hit === "/article").length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(instances[i % 2]!)
          .post("/api/articles/from-url")
          .set("Authorization", `Bearer ${user.idToken}`)
          .send({ url: site.url("/article") }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({
      error: "You can import at most 30 web pages an hour. Please try again later.",
    });
    // Checked before the fetch: the page was requested 4 times, not 5.
    expect(site.hits.filter((hit) => hit === "/article").length - hitsBefore).toBe(4);
  });

  it("when 5 PDFs arrive at once with 4 left of the hour's 20, split across two instances, then exactly 4 pass", async () => {
    const user = await syncedUser("pdf-burst");
    for (let i = 0; i < RATE_LIMITS.pdfImport.max - 4; i++) await takeAllowance({ pdfImport: user.uid });
    const pdf = await textPdf({ title: "Tide Tables", author: "R. Okonkwo" });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(instances[i % 2]!)
          .post("/api/articles/from-pdf")
          .set("Authorization", `Bearer ${user.idToken}`)
          .attach("file", pdf, { filename: "tides.pdf", contentType: "application/pdf" }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({
      error: "You can import at most 20 PDFs an hour. Please try again later.",
    });
  });

  it("when an import request is invalid, then it is refused with 400 and uses none of the allowance", async () => {
    const user = await syncedUser("url-invalid");
    for (let i = 0; i < RATE_LIMITS.urlImport.max + 5; i++) {
      const response = await user.call.post("/api/articles/from-url").send({ url: "not a url" });
      expect(response.status).toBe(400);
    }
    process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
    expect((await user.call.post("/api/articles/from-url").send({ url: site.url("/article") })).status).toBe(
      201,
    );
  });
});

describe("the limiter", () => {
  it("when one of several limits is used up, then the take is refused and the others are not used", async () => {
    const sender = unique("sender");
    const phone = unique("+1");
    for (let i = 0; i < RATE_LIMITS.smsRecipient.max; i++) await takeAllowance({ smsRecipient: phone });
    await expect(takeAllowance({ sms: sender, smsRecipient: phone })).rejects.toMatchObject({
      status: 429,
      message:
        "This number has already received 5 text messages from Spurq today. Please try again tomorrow.",
    });
    // The sender still has all ten sends of the hour.
    for (let i = 0; i < RATE_LIMITS.sms.max; i++) await takeAllowance({ sms: sender });
    await expect(takeAllowance({ sms: sender })).rejects.toMatchObject({ status: 429 });
  });

  it("when a take's answer is lost and its resend fails as a lost race, then the unit is taken once", async () => {
    const key = unique("lost");
    const at = new Date("2031-06-07T10:30:00.000Z");
    const counted = async (limit: string) =>
      (
        await getFirestore()
          .collection("rateLimits")
          .where(FieldPath.documentId(), ">=", `${limit}_${key}_`)
          .where(FieldPath.documentId(), "<", `${limit}_${key}_\uf8ff`)
          .get()
      ).docs.map((doc) => doc.get("count"));
    // What a resent commit looks like from here: the first write landed, its answer never came,
    // and the resend found the document it had itself created or changed.
    const commit = WriteBatch.prototype.commit;
    const loseAnswers = () => {
      WriteBatch.prototype.commit = async function (this: WriteBatch) {
        WriteBatch.prototype.commit = commit;
        await commit.call(this);
        throw Object.assign(new Error("resent after a lost answer"), { code: 6 });
      };
    };
    try {
      // Both kinds of take: a new counter and one that exists, for one limit and for a job's block.
      for (const expected of [1, 2]) {
        loseAnswers();
        await takeAllowance({ sms: key }, at);
        expect(await counted("sms")).toEqual([expected]);
      }
      for (const expected of [3, 6]) {
        loseAnswers();
        await expect(takeUpTo("libraryFetch", key, 3, at)).resolves.toBe(3);
        expect(await counted("libraryFetch")).toEqual([expected]);
      }
    } finally {
      WriteBatch.prototype.commit = commit;
    }
  });

  it("when the window ends, then the count starts again", async () => {
    const key = unique("window");
    const lastMinute = new Date("2031-05-04T10:59:59.000Z");
    for (let i = 0; i < RATE_LIMITS.pdfImport.max; i++) await takeAllowance({ pdfImport: key }, lastMinute);
    await expect(takeAllowance({ pdfImport: key }, lastMinute)).rejects.toMatchObject({ status: 429 });
    await expect(
      takeAllowance({ pdfImport: key }, new Date("2031-05-04T11:00:00.000Z")),
    ).resolves.toBeUndefined();
  });
});
