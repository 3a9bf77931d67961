// A local server that speaks the part of Twilio's REST API the app uses: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP basic auth, JSON replies in
// Twilio's shapes (a message resource, or an error with code, message, more_info, status).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

export const TWILIO_CREDENTIALS = {
  sid: "AC00000000000000000000000000000000",
  token: "test-auth-token-not-real",
};
export const TWILIO_FROM = "+15005550006";

/**
 * A number no earlier run has used: the per-recipient cap counts across users and runs for a
 * day, and the emulator's database outlives a run.
 */
export const uniquePhone = () => `+19${String(Math.floor(Math.random() * 1e13)).padStart(13, "0")}`;

export interface ReceivedMessage {
  accountSid: string;
  authorization: string;
  to: string;
  from: string;
  body: string;
}

export async function startTwilioServer(credentials: { sid: string; token: string }) {
  const received: ReceivedMessage[] = [];
  /** Numbers whose owner replied STOP: Twilio answers error 21610 for them. */
  const optedOut = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      const reply = (status: number, body: object) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const expectedAuth = `Basic ${Buffer.from(`${credentials.sid}:${credentials.token}`).toString("base64")}`;
      if (req.headers.authorization !== expectedAuth) {
        return reply(401, {
          code: 20003,
          message: "Authenticate",
          more_info: "https://www.twilio.com/docs/errors/20003",
          status: 401,
        });
      }
      if (req.method !== "POST" || !match)
        return reply(404, { code: 20404, message: "Not found", status: 404 });
      const form = new URLSearchParams(raw);
      const message = {
        accountSid: match[1]!,
        authorization: req.headers.authorization,
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
      };
      received.push(message);
      if (optedOut.has(message.to)) {
        return reply(400, {
          code: 21610,
          message: "Attempt to send to unsubscribed recipient",
          more_info: "https://www.twilio.com/docs/errors/21610",
          status: 400,
        });
      }
      const sid = `SM${randomUUID().replaceAll("-", "")}`;
      reply(201, {
        sid,
        account_sid: message.accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    optedOut,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file: starts the stand-in before its tests and points the app's Twilio settings at it
 * during each test (`configure(false)` takes them away inside one, as where no provider is set up).
 */
export function useTwilioStandIn() {
  let server: Awaited<ReturnType<typeof startTwilioServer>> | undefined;
  const started = () => {
    if (!server) throw new Error("The Twilio stand-in starts in beforeAll");
    return server;
  };
  const configure = (on: boolean) => {
    for (const [key, value] of Object.entries({
      TWILIO_ACCOUNT_SID: TWILIO_CREDENTIALS.sid,
      TWILIO_AUTH_TOKEN: TWILIO_CREDENTIALS.token,
      TWILIO_FROM_NUMBER: TWILIO_FROM,
      TWILIO_API_BASE_URL: started().baseUrl,
    })) {
      if (on) process.env[key] = value;
      else delete process.env[key];
    }
  };
  beforeAll(async () => {
    server = await startTwilioServer(TWILIO_CREDENTIALS);
  });
  beforeEach(() => configure(true));
  afterEach(() => configure(false));
  afterAll(() => server?.close());
  return {
    configure,
    /** Every message the stand-in was asked to send, in order. */
    get received() {
      return started().received;
    },
    /** Numbers whose owner replied STOP. */
    get optedOut() {
      return started().optedOut;
    },
  };
}
