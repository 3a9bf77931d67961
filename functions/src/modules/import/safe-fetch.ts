// An HTTP client for fetching pages the user names, hardened against SSRF and abuse
// (docs/decisions.md, Importing):
// - only http and https; every hop's host is checked, redirects are followed by hand (at most 5);
// - the address actually connected to is checked (a DNS lookup hook), so DNS rebinding cannot
//   slip a private address in after a separate check; IP-literal hosts are checked directly;
// - one time limit for the whole fetch, a byte cap enforced while streaming, compression refused
//   (so the cap counts real bytes).
// Node's global fetch (undici) ignores these hooks, hence node:http(s).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { AppError } from "../../lib/errors";
import { bareHost, isAllowedImportAddress } from "./address-policy";
import { importError } from "./import-error";

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Test and emulator only: lets loopback hosts through (never in production: see runtime-guard). */
  allowLoopbackHosts: boolean;
  /** Replaceable DNS lookup, so tests can play a rebinding resolver. */
  lookup?: typeof dnsLookup;
  /** Replaceable address policy, so tests can let one loopback address stand in for the internet. */
  isAllowedAddress?: (address: string) => boolean;
}

function addressPolicy(options: SafeFetchOptions): (address: string) => boolean {
  return (
    options.isAllowedAddress ?? ((address) => isAllowedImportAddress(address, options.allowLoopbackHosts))
  );
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "SpurqBot/1.0 (+https://spurq.app; article import)";

/** GETs `url`, following redirects, within the limits; throws an import error on any refusal. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let current = parseTarget(url);
    for (let hop = 0; ; hop++) {
      assertAllowedHost(current, options);
      const response = await request(current, options, controller.signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw importError("GENERAL_ERROR", "The website redirected without saying where to.");
        if (hop >= options.maxRedirects)
          throw importError("GENERAL_ERROR", "The website redirected too many times.");
        current = parseTarget(redirectTarget(location, current));
        continue;
      }
      const body = await readCapped(response, options.maxBytes);
      return {
        url: current.href,
        status: response.statusCode ?? 0,
        contentType: String(response.headers["content-type"] ?? ""),
        body,
      };
    }
  } catch (error) {
    if (controller.signal.aborted) throw importError("TIMEOUT");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A redirect's Location resolved against the page; one that is not a URL is the site's fault. */
function redirectTarget(location: string, page: URL): string {
  try {
    return new URL(location, page).href;
  } catch {
    throw importError("GENERAL_ERROR", "The website redirected to an address that is not valid.");
  }
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw importError("GENERAL_ERROR", "Please provide a valid URL.", 400);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw importError("GENERAL_ERROR", "Only http and https addresses can be imported.", 400);
  }
  if (parsed.username || parsed.password) {
    throw importError("GENERAL_ERROR", "Addresses with a user name or password cannot be imported.", 400);
  }
  return parsed;
}

const refusedAddress = () =>
  importError(
    "GENERAL_ERROR",
    "This address points to a private or reserved network and cannot be imported.",
    400,
  );

/** IP-literal hosts never reach the lookup hook, so they are checked here. */
function assertAllowedHost(target: URL, options: SafeFetchOptions): void {
  const host = bareHost(target.hostname);
  if (isIP(host) && !addressPolicy(options)(host)) throw refusedAddress();
}

/** A lookup that resolves every address and refuses the connection if any is not public. */
function guardedLookup(options: SafeFetchOptions): LookupFunction {
  const resolve = options.lookup ?? dnsLookup;
  const allowed = addressPolicy(options);
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as LookupAddress[];
      if (!list.length) return callback(new Error(`No address for ${hostname}`), "", 0);
      if (list.some((entry) => !allowed(entry.address))) {
        return callback(refusedAddress(), "", 0);
      }
      if (lookupOptions.all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function request(target: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      target,
      {
        signal,
        lookup: guardedLookup(options),
        agent: false,
        headers: {
          "user-agent": USER_AGENT,
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
          "accept-encoding": "identity",
        },
      },
      resolve,
    );
    // A refusal from the lookup hook arrives here as it was thrown.
    req.on("error", (error) => reject(error instanceof AppError ? error : networkError(error)));
  });
}

function networkError(error: Error & { code?: string }) {
  if (error.name === "AbortError") return importError("TIMEOUT");
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
    return importError("NOT_FOUND", "The website could not be found. Please check the URL.");
  }
  if (error.code === "ETIMEDOUT") return importError("TIMEOUT");
  // A refused or dropped connection came back at once: the site is down or not serving on that
  // port, which waiting longer would not change, so it is no timeout.
  return importError("GENERAL_ERROR", "The website could not be reached.");
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers["content-length"]);
    // Reject before destroying: destroy() emits "aborted" at once, which would report a timeout.
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(tooLarge(maxBytes));
      return response.destroy();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge(maxBytes));
        response.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", (error) => reject(networkError(error)));
    response.on("aborted", () => reject(importError("TIMEOUT")));
  });
}

const tooLarge = (maxBytes: number) =>
  importError(
    "GENERAL_ERROR",
    `The page is too large to import (over ${Math.round(maxBytes / 1_000_000)} MB).`,
    413,
  );
