// The production guard on a live client against the emulator, each rule broken on purpose: the
// emulator itself accepts every one of these, production refuses them. The guard here is a
// separate one on its own client, with no log, so these breaches do not count against the run
// (the run's own guard, on the server's client, logs to test-results/production-guard.jsonl).
import { afterAll, describe, expect, it } from "vitest";
import express from "express";
import request from "supertest";
import { Firestore } from "@google-cloud/firestore";
import { ProductionGuard, readIndexConfig } from "../../src/lib/production-guard/guard";
import { httpLimits } from "../../src/middleware/http-limits";

const client = new Firestore({ projectId: process.env.GCLOUD_PROJECT });
const guard = new ProductionGuard({
  config: readIndexConfig(),
  emulatorHost: process.env.FIRESTORE_EMULATOR_HOST,
  limits: { transactionMs: 200 },
});
guard.install(client as never);
afterAll(() => client.terminate());

const run = `guard-${Date.now()}`;
const rule = (error: unknown) =>
  (error as { message?: string }).message?.match(/Production limit \(([\w-]+)\)/)?.[1];

describe("the production guard on a live client", () => {
  it("when a query has no declared index, then it fails as production would, and a declared one passes", async () => {
    const error = await client
      .collection("articles")
      .where("userId", "==", run)
      .orderBy("title")
      .get()
      .catch((e: unknown) => e);
    expect(rule(error)).toBe("index");
    expect((error as { code: number }).code).toBe(9);
    const ok = await client
      .collection("articles")
      .where("userId", "==", run)
      .orderBy("createdAt", "desc")
      .get();
    expect(ok.size).toBe(0);
  });

  it("when a collection-group query filters a field with no collection-group index, then it fails", async () => {
    const error = await client
      .collectionGroup("searchTerms")
      .where("chunk", "==", 0)
      .get()
      .catch((e: unknown) => e);
    expect(rule(error)).toBe("index");
  });

  it("when an in filter has 31 values, then it fails", async () => {
    const ids = Array.from({ length: 31 }, (_, i) => `${run}-${i}`);
    const error = await client
      .collection("articles")
      .where("userId", "in", ids)
      .get()
      .catch((e: unknown) => e);
    expect(rule(error)).toBe("disjunction");
  });

  it("when a batch holds 501 writes, then it fails and writes nothing", async () => {
    const batch = client.batch();
    for (let i = 0; i <= 500; i++) batch.set(client.doc(`guardTest/${run}-w${i}`), { i });
    expect(rule(await batch.commit().catch((e: unknown) => e))).toBe("commit-writes");
    expect((await client.doc(`guardTest/${run}-w0`).get()).exists).toBe(false);
  });

  it("when deletes would remove more index entries than the budget, then the batch fails", async () => {
    // Two documents of 25,000 array elements each: each commits alone, both deleted at once break
    // the 40,000 budget. The guard reads what a delete removes from the emulator itself.
    const words = Array.from({ length: 25_000 }, (_, i) => `w${i}`);
    const refs = [client.doc(`guardTest/${run}-a`), client.doc(`guardTest/${run}-b`)];
    for (const ref of refs) await ref.set({ words });
    const batch = client.batch();
    for (const ref of refs) batch.delete(ref);
    expect(rule(await batch.commit().catch((e: unknown) => e))).toBe("commit-index-entries");
    for (const ref of refs) await ref.delete();
  });

  it("when a document is over 1 MiB, then its write fails", async () => {
    const error = await client
      .doc(`guardTest/${run}-big`)
      .set({ text: "x".repeat(1_048_600) })
      .catch((e: unknown) => e);
    expect(rule(error)).toBe("document-size");
  });

  it("when a transaction stays open longer than production allows, then it fails", async () => {
    const error = await client
      .runTransaction(async (tx) => {
        await tx.get(client.doc(`guardTest/${run}-tx`));
        await new Promise((resolve) => setTimeout(resolve, 300));
        tx.set(client.doc(`guardTest/${run}-tx`), { done: true });
      })
      .catch((e: unknown) => e);
    expect(rule(error)).toBe("transaction-time");
    expect((await client.doc(`guardTest/${run}-tx`).get()).exists).toBe(false);
  });
});

describe("Cloud Run's body limits under the guard", () => {
  const app = express();
  const breaches: string[] = [];
  app.use(httpLimits(1024, (detail) => void breaches.push(detail)));
  app.post("/echo", (_req, res) => res.json({ ok: true }));
  app.get("/big", (_req, res) => res.send("x".repeat(2048)));
  app.get("/small", (_req, res) => res.send("x".repeat(512)));

  it("when a request body is over the limit, then it is answered 413", async () => {
    const response = await request(app).post("/echo").send("x".repeat(2048));
    expect(response.status).toBe(413);
    expect(breaches.at(-1)).toMatch(/a request of 2048 bytes/);
  });

  it("when a response grows past the limit, then it is cut off, and a smaller one is whole", async () => {
    await expect(request(app).get("/big")).rejects.toThrow();
    expect(breaches.at(-1)).toMatch(/a response of more than 1024 bytes/);
    expect((await request(app).get("/small")).text).toHaveLength(512);
  });
});
