import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { ApiError, apiRequest } from "@/lib/api-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { SMS_OPTED_OUT } from "@shared";
import { i18n } from "@/lib/i18n";
import frSharing from "@/locales/fr/sharing.json";
import { shareContent, smsPreview, type ShareTarget } from "../share-content";
import { SharePopover } from "./share-popover";
import { SmsDialog } from "./sms-dialog";

const request = vi.mocked(apiRequest);
const english = i18n.getFixedT("en", "sharing");
const article: ShareTarget = {
  kind: "article",
  articleId: "a1",
  title: "Tide Tables",
  url: "https://example.com/tides",
};
const QUOTE = "Harbour masters published them long before anyone could predict the weather.";
const highlight: ShareTarget = {
  kind: "highlight",
  highlightId: "h1",
  articleId: "a1",
  title: "Tide Tables",
  url: null,
  quote: QUOTE,
};

beforeEach(() => request.mockReset());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("share links", () => {
  it("when the article has a source, then every network gets the source address and the title", () => {
    const links = shareContent(article, english);
    expect(new URL(links.twitter).searchParams.get("url")).toBe("https://example.com/tides");
    expect(new URL(links.twitter).searchParams.get("text")).toBe("Tide Tables");
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Ftides",
    );
    expect(links.linkedin).toContain(encodeURIComponent("https://example.com/tides"));
    expect(links.email).toBe(
      `mailto:?subject=Tide%20Tables&body=${encodeURIComponent("Tide Tables\n\nhttps://example.com/tides")}`,
    );
  });

  it("when a highlight is shared, then its text goes as a quote; without a source there is no address", () => {
    const links = shareContent(highlight, english);
    expect(new URL(links.twitter).searchParams.get("text")).toBe(
      `\u201C${QUOTE}\u201D \u2014 from \u201CTide Tables\u201D`,
    );
    expect(new URL(links.twitter).searchParams.has("url")).toBe(false);
    expect(links.facebook).toBeNull();
    expect(links.clipboard).toContain(QUOTE);
    expect(smsPreview(highlight)).toBe(`${QUOTE.slice(0, 50)}\u2026`);
    expect(smsPreview({ ...highlight, quote: "Short" })).toBe("Short");
  });
});

describe("the share popover", () => {
  it("when copied, then the button says so for 2 s and the toast confirms", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<SharePopover target={article} label="Share article" />);
    await userEvent.click(screen.getByRole("button", { name: "Share article" }));
    expect(screen.getByRole("link", { name: /Twitter/ })).toHaveAttribute(
      "href",
      shareContent(article, english).twitter,
    );
    expect(screen.getByRole("link", { name: /Email/ })).toHaveAttribute(
      "href",
      shareContent(article, english).email,
    );
    expect(screen.queryByRole("button", { name: /Share via device/ })).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    expect(writeText).toHaveBeenCalledWith("Tide Tables\n\nhttps://example.com/tides");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe("Copied to clipboard");
    vi.advanceTimersByTime(2000);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Copy to clipboard" })).toBeInTheDocument(),
    );
  });

  it("when copying fails, then an error toast shows", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
      configurable: true,
    });
    render(<SharePopover target={article} label="Share article" />);
    await userEvent.click(screen.getByRole("button", { name: "Share article" }));
    await userEvent.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Failed to copy",
      description: "Could not copy to clipboard. Please try again.",
    });
  });

  it("when the device can share, then 'Share via device' appears; a cancelled share is not an error", async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException("cancelled", "AbortError"))
      .mockResolvedValueOnce(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    render(<SharePopover target={highlight} label="Share highlight" />);
    await userEvent.click(screen.getByRole("button", { name: "Share highlight" }));
    await userEvent.click(screen.getByRole("button", { name: "Share via device" }));
    expect(share).toHaveBeenCalledWith({ title: "Tide Tables", text: shareContent(highlight, english).text });
    expect(getToasts()).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Share via device" }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe("Shared successfully"));
    delete (navigator as { share?: unknown }).share;
  });
});

describe("the SMS dialog", () => {
  const send = () => userEvent.click(screen.getByRole("button", { name: "Send SMS" }));
  const lastToast = () => getToasts()[0];

  it("when fields are missing or wrong, then their texts show and nothing is sent", async () => {
    render(<SmsDialog open onClose={() => {}} target={highlight} />);
    expect(screen.getByRole("tab", { name: "Email (Coming Soon)" })).toBeDisabled();
    expect(screen.getByTestId("sms-preview")).toHaveTextContent(`${QUOTE.slice(0, 50)}\u2026`);
    await send();
    expect(lastToast()).toMatchObject({
      title: "Phone number required",
      description: "Please enter a valid phone number",
    });
    await userEvent.type(screen.getByLabelText("Phone number"), "+0123");
    await send();
    expect(lastToast()).toMatchObject({
      title: "Invalid phone number",
      description: "Please use international format with country code (e.g., +12025551234)",
    });
    await userEvent.clear(screen.getByLabelText("Phone number"));
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await send();
    expect(lastToast()).toMatchObject({
      title: "Consent required",
      description: "You must confirm you have permission to send messages to this number",
    });
    expect(request).not.toHaveBeenCalled();
  });

  it("when sent with consent, then consent is recorded first, a blank message is left out, and a simulated send says so", async () => {
    const onClose = vi.fn();
    request
      .mockResolvedValueOnce({
        phoneNumber: "+12025551234",
        hasConsent: true,
        consentSource: "sharing_dialog",
      })
      .mockResolvedValueOnce({ id: "s1", status: "simulated", simulated: true, body: "x" });
    render(<SmsDialog open onClose={onClose} target={highlight} />);
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.type(screen.getByLabelText("Message (optional)"), "   ");
    await userEvent.click(screen.getByRole("checkbox"));
    await send();
    expect(request.mock.calls).toEqual([
      [
        "POST",
        "/api/sms-consent",
        { phoneNumber: "+12025551234", hasConsent: true, consentSource: "sharing_dialog" },
      ],
      ["POST", "/api/share/highlight/sms", { highlightId: "h1", recipientPhone: "+12025551234" }],
    ]);
    await waitFor(() => expect(lastToast()?.title).toBe("Sent successfully"));
    expect(lastToast()?.description).toMatch(/^Simulated/);
    expect(onClose).toHaveBeenCalled();
  });

  it("when an article is sent with a message, then the message goes; server refusals show their words", async () => {
    request
      .mockResolvedValueOnce({
        phoneNumber: "+12025551234",
        hasConsent: true,
        consentSource: "sharing_dialog",
      })
      .mockRejectedValueOnce(new ApiError(429, '{"error":"Too many"}', { error: "Too many" }));
    render(<SmsDialog open onClose={() => {}} target={article} />);
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.type(screen.getByLabelText("Message (optional)"), " Read this ");
    await userEvent.click(screen.getByRole("checkbox"));
    await send();
    expect(request).toHaveBeenLastCalledWith("POST", "/api/share/article/sms", {
      articleId: "a1",
      recipientPhone: "+12025551234",
      customMessage: "Read this",
    });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: "Failed to send SMS", description: "Too many" }),
    );
  });

  it("when consent cannot be recorded, then nothing is sent and a toast says why", async () => {
    request.mockRejectedValueOnce(new Error("offline"));
    render(<SmsDialog open onClose={() => {}} target={article} />);
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(screen.getByRole("checkbox"));
    await send();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Failed to send SMS",
        description: "Failed to record consent. Please try again.",
      }),
    );
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("when the number has opted out, then the dialog says so in plain words and sends nothing", async () => {
    request.mockResolvedValueOnce({
      phoneNumber: "+12025551234",
      hasConsent: true,
      consentSource: "sharing_dialog",
      optedOut: true,
    });
    const onClose = vi.fn();
    render(<SmsDialog open onClose={onClose} target={article} />);
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(screen.getByRole("checkbox"));
    await send();
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Number opted out: This number has opted out of text messages from Spurq (its owner replied STOP), so Spurq will not text it.",
      ),
    );
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(lastToast()).toMatchObject({ title: "Failed to send SMS", description: SMS_OPTED_OUT });
    expect(request.mock.calls.map(([, path]) => path)).toEqual(["/api/sms-consent"]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when the send finds the number opted out, then the dialog says so in the same words", async () => {
    request
      .mockResolvedValueOnce({
        phoneNumber: "+12025551234",
        hasConsent: true,
        consentSource: "sharing_dialog",
        optedOut: false,
      })
      .mockRejectedValueOnce(
        new ApiError(422, JSON.stringify({ error: SMS_OPTED_OUT }), { error: SMS_OPTED_OUT }),
      );
    render(<SmsDialog open onClose={() => {}} target={highlight} />);
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(screen.getByRole("checkbox"));
    await send();
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(`Number opted out: ${SMS_OPTED_OUT}`),
    );
    expect(lastToast()).toMatchObject({ title: "Failed to send SMS", description: SMS_OPTED_OUT });
  });

  it("when the interface is in French, then the dialog, its refusals and the shared quote are French", async () => {
    i18n.addResourceBundle("fr", "sharing", frSharing);
    await i18n.changeLanguage("fr");
    try {
      expect(shareContent(highlight, i18n.getFixedT("fr", "sharing")).text).toBe(
        `\u00AB ${QUOTE} \u00BB, extrait de \u00AB Tide Tables \u00BB`,
      );
      render(<SmsDialog open onClose={() => {}} target={highlight} />);
      expect(screen.getByRole("dialog", { name: "Partager le surlignage" })).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: "E-mail (bientôt disponible)" })).toBeDisabled();
      expect(screen.getByText(/Vous partagez le surlignage :/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Envoyer le SMS" }));
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Numéro de téléphone requis : Veuillez saisir un numéro de téléphone valide",
      );
      expect(request).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
