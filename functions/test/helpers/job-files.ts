// A job's file as its owner gets it (docs/production.md, "Files in Cloud Storage"): GET
// /api/jobs/{id}/file answers with a signed link, and the file comes from Cloud Storage (here
// its stand-in on loopback), never through the API.
import { expect } from "vitest";
import type { SyncedUser } from "./users";
import { filesBucket } from "../../src/lib/storage";
import { jobFileObject } from "../../src/modules/jobs";

export interface Downloaded {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON for a JSON file, the bytes otherwise (loosely typed, as supertest's). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  bytes: Buffer;
  url: string | null;
}

/** Asks for the job's link; with a 200, downloads the file from it without any token. */
export async function downloadJobFile(user: Pick<SyncedUser, "call">, jobId: string): Promise<Downloaded> {
  const answer = await user.call.get(`/api/jobs/${jobId}/file`);
  if (answer.status !== 200) {
    return {
      status: answer.status,
      headers: {},
      body: answer.body,
      text: "",
      bytes: Buffer.alloc(0),
      url: null,
    };
  }
  const { url, fileName, expiresAt } = answer.body as { url: string; fileName: string; expiresAt: string };
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9199\/[^/]+\/jobs\//);
  expect(url).toContain("X-Goog-Algorithm=GOOG4-RSA-SHA256");
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  expect(answer.body).toMatchObject({ fileName });
  return fetchLink(url);
}

/** GET of a signed link, as the browser does it. */
export async function fetchLink(url: string): Promise<Downloaded> {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]));
  const text = bytes.toString("utf8");
  const json = response.ok && (headers["content-type"] ?? "").startsWith("application/json");
  return { status: response.status, headers, body: json ? JSON.parse(text) : bytes, text, bytes, url };
}

/** True while the job's object is in the bucket. */
export async function jobFileExists(jobId: string): Promise<boolean> {
  const [exists] = await filesBucket().file(jobFileObject(jobId)).exists();
  return exists;
}

/** Every object in the bucket whose name carries `text` (a uid). */
export async function objectsNaming(text: string): Promise<string[]> {
  const [files] = await filesBucket().getFiles({ prefix: "" });
  return files.map((file) => file.name).filter((name) => name.includes(text));
}
