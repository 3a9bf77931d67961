import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { INVITE_SIMULATION_MS } from "../simulate-invite";
import { InviteDialog } from "./invite-dialog";

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("the invite dialog", () => {
  it("when Send Invite is pressed with no address, then the spec's toast shows and the dialog stays", async () => {
    const onClose = vi.fn();
    render(<InviteDialog open onClose={onClose} />);
    expect(
      screen.getByText("We'll send an invitation with a sign-up link to this email."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Missing information",
      description: "Please enter a valid email address.",
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when a phone number is sent on the SMS tab, then after the simulated second the success toast names it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onClose = vi.fn();
    render(<InviteDialog open onClose={onClose} />);
    await user.click(screen.getByRole("tab", { name: "SMS" }));
    expect(screen.getByText("We'll send a text message with a link to join.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Phone number"), "+12025551234");
    await user.click(screen.getByRole("button", { name: "Send Invite" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(INVITE_SIMULATION_MS));
    expect(getToasts()[0]).toMatchObject({
      title: "Invitation sent",
      description: "An SMS invitation has been sent to +12025551234.",
    });
    expect(onClose).toHaveBeenCalled();
  });
});
