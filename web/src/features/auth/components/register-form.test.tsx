// The register tab states the username and password rules beside their fields before anything is
// sent, and shows a refusal once, beside the field it concerns, with no toast repeating it; the
// message goes when that field is changed. The sign-up flow here is the real one over fakes.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { fakeDeps, identity } from "../session/fakes";
import { signUp } from "../session/sign-up";

const deps = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/auth-context", () => ({
  useSession: () => ({
    signUp: (username: string, email: string, password: string) =>
      signUp(deps.current as ReturnType<typeof fakeDeps>, username, email, password),
    startGoogle: vi.fn(),
  }),
}));

import "@/lib/zod-config";
import { RegisterForm } from "./register-form";

const TAKEN = "This username is already taken. Please try another username.";

beforeEach(() => {
  resetToasts();
  deps.current = fakeDeps();
});
afterEach(() => resetToasts());

async function fill(username: string, password = "secret1") {
  await userEvent.type(screen.getByLabelText("Username"), username);
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("the register tab", () => {
  it("when it opens, then the username and password rules stand beside their fields", () => {
    render(<RegisterForm />);
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(
      "3 to 30 characters: letters, numbers, dots, underscores and hyphens.",
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("At least 6 characters.");
  });

  it("when the username breaks the rule, then its message shows once, by the field, which has the focus", async () => {
    render(<RegisterForm />);
    await fill("ada lovelace");
    const message = "Username may only contain letters, numbers, dots, underscores and hyphens.";
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(getToasts()).toEqual([]);
  });

  it("when the server says the username is taken, then that shows once, by the username, and no toast repeats it", async () => {
    const fakes = deps.current as ReturnType<typeof fakeDeps>;
    fakes.auth.createAccount.mockResolvedValue(identity());
    fakes.server.syncUser.mockRejectedValue(
      new Error('409: {"error":"taken","code":"USERNAME_TAKEN","detail":"duplicate username"}'),
    );
    render(<RegisterForm />);
    await fill("ada");
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(TAKEN);
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(getToasts()).toEqual([]);

    // A new username: the old message goes, the rule is back.
    await userEvent.type(screen.getByLabelText("Username"), "2");
    expect(screen.queryByText(TAKEN)).toBeNull();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(/^3 to 30 characters/);
  });

  it("when the e-mail is already registered, then that shows by the e-mail field", async () => {
    const fakes = deps.current as ReturnType<typeof fakeDeps>;
    fakes.auth.createAccount.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      }),
    );
    render(<RegisterForm />);
    await fill("ada");
    const message = "This email is already registered. Please use a different email or try logging in.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(message);
    expect(getToasts()).toEqual([]);
  });
});
