// Sending one SMS through Twilio's Node SDK, loaded only when a message is sent. Credentials come
// from Cloud Functions secrets; with none configured (the emulators) nothing is sent and the
// caller records the message as simulated. Tests point the real SDK at a local Twilio-shaped
// server through TWILIO_API_BASE_URL, which production refuses to start with (runtime-guard).
import { TWILIO } from "../../lib/secrets";

export interface SendResult {
  sid: string;
  status: string;
}

/** A Twilio API error: its numeric code (21610 = the recipient opted out) and message. */
export class TwilioError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

export function twilioConfigured(): boolean {
  return Boolean(
    TWILIO && TWILIO.accountSid.value() && TWILIO.authToken.value() && TWILIO.fromNumber.value(),
  );
}

export async function sendSms(to: string, body: string): Promise<SendResult> {
  if (!TWILIO) throw new TwilioError(null, "This deploy has no Twilio account.");
  const { default: twilio } = await import("twilio");
  const baseUrl = process.env.TWILIO_API_BASE_URL;
  let httpClient: InstanceType<typeof twilio.RequestClient> | undefined;
  if (baseUrl) {
    const base = baseUrl;
    // The SDK builds every request as for api.twilio.com; only the host changes.
    class LocalRequestClient extends twilio.RequestClient {
      override request<T>(opts: Parameters<InstanceType<typeof twilio.RequestClient>["request"]>[0]) {
        return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) } as never);
      }
    }
    httpClient = new LocalRequestClient();
  }
  const client = twilio(TWILIO.accountSid.value(), TWILIO.authToken.value(), {
    ...(httpClient ? { httpClient } : {}),
    timeout: 10_000,
  });
  try {
    const message = await client.messages.create({ to, from: TWILIO.fromNumber.value(), body });
    return { sid: message.sid, status: message.status };
  } catch (error) {
    const { code, message } = error as { code?: number; message?: string };
    throw new TwilioError(typeof code === "number" ? code : null, message ?? "Twilio refused the message.");
  }
}
