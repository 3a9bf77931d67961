import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { useState, type ReactNode } from "react";
import type * as ApiClientModule from "@/lib/api-client";
import type * as LoaderModule from "@/lib/firebase-loader";

const verifyBeforeUpdateEmail = vi.fn<(user: unknown, email: string) => Promise<void>>();
/** The Auth SDK's instance: a test may take its user away. */
const firebaseAuth: { currentUser: unknown } = { currentUser: { uid: "u1" } };
vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof LoaderModule>()),
  loadFirebase: () => Promise.resolve({ auth: firebaseAuth, verifyBeforeUpdateEmail }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}));

import "@/lib/zod-config";
import type { Preferences, UserRecord } from "@shared";
import { ApiError, apiDownload, apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { AvatarMenu } from "@/components/layout/avatar-menu";
import { AccountTab } from "./account-tab";

const request = vi.mocked(apiRequest);
const download = vi.mocked(apiDownload);

const ada: UserRecord = {
  id: "u1",
  firebaseUid: "u1",
  username: "ada",
  email: "ada@example.test",
  avatar: null,
  bio: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  isAdmin: false,
};
const preferences: Preferences = {
  darkMode: false,
  displayDensity: "default",
  fontSize: "default",
  language: "english",
};

/** Answers GET /api/user/preferences; other calls are set per test. */
function answer(routes: Record<string, (body: unknown) => unknown>) {
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    const key = `${method} ${url}`;
    if (key === "GET /api/user/preferences") return preferences;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route(body);
  });
}

const logout = vi.fn<Session["logout"]>(async () => undefined);

/** A session whose record changes like the real one: refreshUser puts the new record in place. */
function Harness({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserRecord>(ada);
  const session = {
    status: "signedIn",
    firebaseUser: { uid: "u1", email: user.email },
    user,
    logout,
    refreshUser: async (record?: UserRecord) => setUser(record ?? user),
  } as unknown as Session;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness>
          <AvatarMenu />
          <AccountTab />
        </Harness>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const save = () => screen.getByRole("button", { name: "Save Changes" });

beforeEach(() => {
  request.mockReset();
  download.mockReset();
  verifyBeforeUpdateEmail.mockReset();
  firebaseAuth.currentUser = { uid: "u1" };
  logout.mockClear();
});
afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage("en");
});

describe("Settings → Account: the profile form", () => {
  it("when the page opens, then it shows the record with the bio hint, and Save Changes waits for a change", () => {
    answer({});
    renderTab();
    expect(screen.getByLabelText("Username")).toHaveValue("ada");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.test");
    expect(screen.getByLabelText("Bio")).toHaveValue("");
    expect(screen.getByText("Maximum 160 characters")).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("when a rename is saved, then only the changed field is sent, 'Saving...' shows, the success toast shows and the account menu shows the new name", async () => {
    let finish: (record: UserRecord) => void = () => undefined;
    answer({
      "PATCH /api/user/profile": () => new Promise<UserRecord>((resolve) => (finish = resolve)),
    });
    renderTab();
    const username = screen.getByLabelText("Username");
    await userEvent.clear(username);
    await userEvent.type(username, " ada_l ");
    await userEvent.click(save());
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/profile", { username: "ada_l" });
    finish({ ...ada, username: "ada_l" });
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Profile updated",
        description: "Your profile has been updated successfully.",
      }),
    );
    expect(save()).toBeDisabled();
    expect(screen.getByRole("button", { name: /Account menu/ })).toHaveTextContent("AD");
    await userEvent.click(screen.getByRole("button", { name: /Account menu/ }));
    expect(within(screen.getByRole("menu")).getByText("ada_l")).toBeInTheDocument();
  });

  it("when the fields break the rules, then their messages show under them and nothing is sent", async () => {
    answer({});
    renderTab();
    await userEvent.clear(screen.getByLabelText("Username"));
    await userEvent.type(screen.getByLabelText("Username"), "ab");
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "not-an-address");
    await userEvent.type(screen.getByLabelText("Bio"), "x".repeat(161));
    await userEvent.click(save());
    expect(screen.getByText("Username must be at least 3 characters.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email.")).toBeInTheDocument();
    expect(screen.getByText("Bio must not exceed 160 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(request.mock.calls.filter(([method]) => method !== "GET")).toEqual([]);
  });

  it("when the server says the username is taken, then its message shows under Username and the error toast", async () => {
    answer({
      "PATCH /api/user/profile": () => {
        throw new ApiError(409, "", {
          error: "This username is already taken. Please try another username.",
          code: "USERNAME_TAKEN",
          field: "username",
        });
      },
    });
    renderTab();
    await userEvent.clear(screen.getByLabelText("Username"));
    await userEvent.type(screen.getByLabelText("Username"), "ben");
    await userEvent.click(save());
    expect(
      await screen.findByText("This username is already taken. Please try another username."),
    ).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: "Error",
      description: "There was a problem updating your profile.",
      variant: "destructive",
    });
    expect(screen.getByLabelText("Username")).toHaveValue("ben");
  });

  it("when a new e-mail is accepted by the server, then Firebase sends the verification link and the form says where", async () => {
    answer({ "PATCH /api/user/profile": () => ada });
    verifyBeforeUpdateEmail.mockResolvedValue(undefined);
    renderTab();
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "lovelace@example.test");
    await userEvent.click(save());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Check your new email",
        description:
          "We've sent a verification link to lovelace@example.test. Your email changes once you open it.",
      }),
    );
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/profile", { email: "lovelace@example.test" });
    expect(verifyBeforeUpdateEmail).toHaveBeenCalledWith({ uid: "u1" }, "lovelace@example.test");
    // The record keeps the proven address until the link is opened.
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.test");
    expect(
      screen.getByText("Waiting for you to open the link we sent to lovelace@example.test."),
    ).toBeInTheDocument();
    expect(getToasts().map((toast) => toast.title)).not.toContain("Profile updated");
  });

  it("when Firebase wants a recent sign-in for the e-mail change, then the toast says to sign in again", async () => {
    answer({ "PATCH /api/user/profile": () => ada });
    verifyBeforeUpdateEmail.mockRejectedValue(
      Object.assign(new Error("x"), { code: "auth/requires-recent-login" }),
    );
    renderTab();
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "lovelace@example.test");
    await userEvent.click(save());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Could not change your email",
        description: "For your security, please sign out and sign in again, then change your email.",
      }),
    );
  });
});

describe("Settings → Account: the e-mail change through Firebase Authentication fails", () => {
  const changeEmail = async () => {
    answer({ "PATCH /api/user/profile": () => ada });
    renderTab();
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "lovelace@example.test");
    await userEvent.click(save());
  };

  it("when no user is signed in to Firebase Authentication, then the toast says 'No user is logged in'", async () => {
    firebaseAuth.currentUser = null;
    await changeEmail();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: "No user is logged in", variant: "destructive" }),
    );
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();
  });

  it("when Firebase fails for another reason, then the toast says 'Profile update failed'", async () => {
    verifyBeforeUpdateEmail.mockRejectedValue(
      Object.assign(new Error("x"), { code: "auth/network-request-failed" }),
    );
    await changeEmail();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Profile update failed",
        description: "We could not send the verification link. Please try again later.",
        variant: "destructive",
      }),
    );
  });
});

describe("Settings → Account: the avatar", () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview-1");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  const picker = () => screen.getByRole("button", { name: /Change avatar/ });
  const fileInput = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[type="file"]')!;

  it("when there is no picture, then the initials show; a picked image previews at once and then the server's shows in the menu too", async () => {
    let finish: (record: UserRecord) => void = () => undefined;
    answer({ "POST /api/user/avatar": () => new Promise<UserRecord>((resolve) => (finish = resolve)) });
    const { container } = renderTab();
    expect(picker()).toHaveTextContent("AD");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    await userEvent.upload(fileInput(container), file);
    expect(within(picker()).getByRole("img")).toHaveAttribute("src", "blob:preview-1");
    expect(screen.getByText("Uploading...")).toBeInTheDocument();
    const [method, url, body] = request.mock.calls.find(([m]) => m === "POST")!;
    expect([method, url]).toEqual(["POST", "/api/user/avatar"]);
    const sent = (body as FormData).get("file") as File;
    expect([sent.name, sent.size, sent.type]).toEqual(["me.png", 4, "image/png"]);

    finish({ ...ada, avatar: "/api/avatars/u1?v=abc" });
    await waitFor(() =>
      expect(within(picker()).getByRole("img")).toHaveAttribute("src", "/api/avatars/u1?v=abc"),
    );
    expect(within(screen.getByRole("button", { name: /Account menu/ })).getByRole("img")).toHaveAttribute(
      "src",
      "/api/avatars/u1?v=abc",
    );
    expect(getToasts()[0]).toMatchObject({ title: "Avatar updated" });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
  });

  it("when the server refuses the picture, then the previous avatar comes back and its reason shows", async () => {
    answer({
      "POST /api/user/avatar": () => {
        throw new ApiError(415, "", { error: "This file is not an image." });
      },
    });
    const { container } = renderTab();
    await userEvent.upload(fileInput(container), new File(["hello"], "notes.png", { type: "image/png" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Avatar upload failed",
        description: "This file is not an image.",
        variant: "destructive",
      }),
    );
    expect(within(picker()).queryByRole("img")).toBeNull();
    expect(picker()).toHaveTextContent("AD");
  });

  it("when the picture is over 5 MB, then it is refused before sending", async () => {
    answer({});
    const { container } = renderTab();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await userEvent.upload(fileInput(container), big);
    expect(getToasts()[0]).toMatchObject({
      title: "Avatar upload failed",
      description: "Image is too large. Maximum size is 5MB.",
    });
    expect(request.mock.calls.filter(([method]) => method === "POST")).toEqual([]);
  });
});

describe("Settings → Account: the language", () => {
  it("when a language is chosen, then { language } is sent at once, the interface switches and 'Preferences updated' shows", async () => {
    answer({ "PATCH /api/user/preferences": (body) => ({ ...preferences, ...(body as object) }) });
    renderTab();
    const select = await screen.findByRole("combobox", { name: "Language" });
    await waitFor(() => expect(select).toHaveValue("english"));
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Español", "Français", "Deutsch", "日本語", "中文"]);
    await userEvent.selectOptions(select, "日本語");
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/preferences", { language: "japanese" });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Preferences updated" }));
    expect(document.documentElement.lang).toBe("ja");
  });

  it("when saving the language fails, then the failure message with the reason", async () => {
    answer({
      "PATCH /api/user/preferences": () => {
        throw new ApiError(500, "", { error: "Internal server error" });
      },
    });
    renderTab();
    const select = await screen.findByRole("combobox", { name: "Language" });
    await waitFor(() => expect(select).toHaveValue("english"));
    await userEvent.selectOptions(select, "Deutsch");
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Failed to update preferences: Internal server error",
        variant: "destructive",
      }),
    );
    expect(document.documentElement.lang).not.toBe("de");
  });
});

describe("Settings → Account: export my data", () => {
  it("when JSON is asked for, then the export is fetched with the token and saved under the server's name", async () => {
    answer({});
    const blob = new Blob(['{"articles":[]}'], { type: "application/json" });
    download.mockResolvedValue({ blob, filename: "spurq-export-ada.json" });
    const created = vi.fn(() => "blob:export-1");
    const originalCreate = URL.createObjectURL;
    URL.createObjectURL = created;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      renderTab();
      await userEvent.click(screen.getByRole("button", { name: "Export as JSON" }));
      await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Export ready" }));
      expect(download).toHaveBeenCalledWith("/api/export?format=json");
      expect(created).toHaveBeenCalledWith(blob);
      expect(clicked.map((link) => [link.download, link.getAttribute("href")])).toEqual([
        ["spurq-export-ada.json", "blob:export-1"],
      ]);
      expect(getToasts()[0]?.description).toBe("Saved as spurq-export-ada.json.");
    } finally {
      URL.createObjectURL = originalCreate;
    }
  });

  it("when the Markdown export fails, then the server's reason shows and both buttons work again", async () => {
    answer({});
    download.mockRejectedValue(new ApiError(429, "", { error: "Too many exports. Please try again later." }));
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Export as Markdown" }));
    expect(download).toHaveBeenCalledWith("/api/export?format=markdown");
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Export failed",
        description: "Too many exports. Please try again later.",
      }),
    );
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeEnabled();
  });
});

describe("Settings → Account: delete my account", () => {
  it("when the username is typed exactly, then the account is deleted, the session ends quietly on the top of the landing page", async () => {
    answer({ "DELETE /api/user": () => undefined });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText("Type your username, ada, to confirm");
    await userEvent.type(field, "Ada");
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, "ada");
    await userEvent.click(confirm);
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ to: "/", quiet: true }));
    expect(request).toHaveBeenCalledWith("DELETE", "/api/user", { confirm: "ada" });
    expect(getToasts()[0]).toMatchObject({ title: "Account deleted" });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("when the server refuses, then its reason shows and the session stays", async () => {
    answer({
      "DELETE /api/user": () => {
        throw new ApiError(400, "", {
          error: "confirm: Type your username exactly to confirm.",
          field: "confirm",
        });
      },
    });
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox"), "ada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Could not delete your account",
        description: "Type your username exactly to confirm.",
      }),
    );
    expect(logout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
