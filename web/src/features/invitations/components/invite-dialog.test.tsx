import { beforeEach, afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { ApiError, apiRequest } from "@/lib/api-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { SMS_OPTED_OUT, type InvitationResult } from "@shared";
import { i18n } from "@/lib/i18n";
import esInvitations from "@/locales/es/invitations.json";
import { InviteDialog } from "./invite-dialog";

const request = vi.mocked(apiRequest);
const sent = (over: Partial<InvitationResult>): InvitationResult => ({
  id: "i1",
  channel: "email",
  to: "friend@example.com",
  status: "queued",
  simulated: false,
  expiresAt: "2030-01-01T00:00:00.000Z",
  ...over,
});
const consentAnswer = (optedOut = false) => ({
  phoneNumber: "+12025551234",
  hasConsent: true,
  consentSource: "invite_dialog",
  optedOut,
});

beforeEach(() => request.mockReset());
afterEach(() => resetToasts());

function renderDialog() {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <InviteDialog open onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

describe("the invite dialog", () => {
  it("when the friend may already be on Spurq, then a link leads to Friends' people search and closes the dialog", async () => {
    const onClose = renderDialog();
    const link = screen.getByRole("link", { name: "Find them by username" });
    expect(link).toHaveAttribute("href", "/friends?find=1");
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it("when Send Invite is pressed with no address, then a toast asks for one, nothing is sent and the dialog stays", async () => {
    const onClose = renderDialog();
    expect(
      screen.getByText("We'll send an invitation with a sign-up link to this email."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Missing information",
      description: "Please enter a valid email address.",
    });
    expect(request).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when an address is sent, then the server is asked to invite it and the toast says the e-mail was sent", async () => {
    request.mockResolvedValueOnce(sent({}));
    const onClose = renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), " friend@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request.mock.calls).toEqual([
      ["POST", "/api/invitations", { channel: "email", to: "friend@example.com" }],
    ]);
    expect(getToasts()[0]).toMatchObject({
      title: "Invitation sent",
      description: "An invitation email has been sent to friend@example.com.",
    });
  });

  it("when the server refuses the address, then its field message shows as missing information", async () => {
    request.mockRejectedValueOnce(
      new ApiError(400, "", { error: "to: Please enter a valid email address.", field: "to" }),
    );
    const onClose = renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "nobody");
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Missing information",
        description: "Please enter a valid email address.",
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when the server fails, then the error toast shows; over the daily cap, the server's reason", async () => {
    request.mockRejectedValueOnce(new ApiError(500, "boom", { error: "Internal error" }));
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "friend@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Error",
        description: "Failed to send invitation. Please try again later.",
      }),
    );
    const capped = "You can send at most 20 invitations a day. Please try again tomorrow.";
    request.mockRejectedValueOnce(new ApiError(429, "", { error: capped }));
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Error", description: capped }));
  });

  it("when the SMS tab is used, then the phone is required, then consent, which is recorded before the invitation is sent", async () => {
    request
      .mockResolvedValueOnce(consentAnswer())
      .mockResolvedValueOnce(sent({ channel: "sms", to: "+12025551234" }));
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole("tab", { name: "SMS" }));
    expect(screen.getByText("We'll send a text message with a link to join.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Missing information",
      description: "Please enter a valid phone number.",
    });
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(getToasts()[0]).toMatchObject({ title: "Consent required" });
    expect(request).not.toHaveBeenCalled();
    // The same consent checkbox as the SMS share: marked invalid and pointing at the message.
    const consent = screen.getByLabelText(
      "I confirm I have permission to send text messages to this number.",
    );
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription(
      "Consent required: You must confirm you have permission to send messages to this number",
    );
    await userEvent.click(consent);
    expect(consent).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request.mock.calls).toEqual([
      [
        "POST",
        "/api/sms-consent",
        { phoneNumber: "+12025551234", hasConsent: true, consentSource: "invite_dialog" },
      ],
      ["POST", "/api/invitations", { channel: "sms", to: "+12025551234" }],
    ]);
    expect(getToasts()[0]).toMatchObject({
      title: "Invitation sent",
      description: "An SMS invitation has been sent to +12025551234.",
    });
  });

  it("when the number opted out, then the dialog says so and sends no invitation", async () => {
    request.mockResolvedValueOnce(consentAnswer(true));
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole("tab", { name: "SMS" }));
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(
      screen.getByLabelText("I confirm I have permission to send text messages to this number."),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SMS_OPTED_OUT);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when no SMS provider is set up, then the toast says the text was simulated", async () => {
    request
      .mockResolvedValueOnce(consentAnswer())
      .mockResolvedValueOnce(
        sent({ channel: "sms", to: "+12025551234", status: "simulated", simulated: true }),
      );
    renderDialog();
    await userEvent.click(screen.getByRole("tab", { name: "SMS" }));
    await userEvent.type(screen.getByLabelText("Phone number"), "+12025551234");
    await userEvent.click(
      screen.getByLabelText("I confirm I have permission to send text messages to this number."),
    );
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Invitation sent",
        description:
          "Simulated: no SMS provider is set up here, so no real SMS invitation was sent to +12025551234.",
      }),
    );
  });

  it("when the interface is in Spanish, then the dialog, its refusals and its toasts are Spanish", async () => {
    i18n.addResourceBundle("es", "invitations", esInvitations);
    await i18n.changeLanguage("es");
    try {
      request.mockResolvedValueOnce(sent({ to: "ana@ejemplo.com" }));
      renderDialog();
      expect(screen.getByRole("dialog", { name: "Invitar a un amigo" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Enviar invitación" }));
      expect(getToasts()[0]).toMatchObject({ title: "Falta información" });
      await userEvent.type(screen.getByLabelText("Dirección de correo electrónico"), "ana@ejemplo.com");
      await userEvent.click(screen.getByRole("button", { name: "Enviar invitación" }));
      await waitFor(() =>
        expect(getToasts()[0]).toMatchObject({
          title: "Invitación enviada",
          description: "Se ha enviado un correo de invitación a ana@ejemplo.com.",
        }),
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
