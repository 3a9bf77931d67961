import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { useState, type ReactNode } from "react";
import type * as ApiClientModule from "@/lib/api-client";
import type * as LoaderModule from "@/lib/firebase-loader";
import type { LiveFirestore } from "@/lib/firestore";

const verifyBeforeUpdateEmail = vi.fn<(user: unknown, email: string) => Promise<void>>();
/** The Auth SDK's instance: a test may take its user away. */
const firebaseAuth: { currentUser: unknown } = { currentUser: { uid: "u1" } };
vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof LoaderModule>()),
  loadFirebase: () => Promise.resolve({ auth: firebaseAuth, verifyBeforeUpdateEmail }),
}));
/** The live listeners the tab starts (jobs/{kind}-{uid}), each with its callbacks. */
const watchers: Array<{ path: string[]; onData: (data: unknown) => void; onError: (e: unknown) => void }> =
  [];
vi.mock("@/lib/firestore", () => ({
  connectLiveFirestore: (): Partial<LiveFirestore> => ({
    watchDocument: (path, onData, onError) => {
      watchers.push({ path, onData: onData as (data: unknown) => void, onError });
      return () => undefined;
    },
  }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { JobFileLink, JobView, Preferences, UserRecord } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { AvatarMenu } from "@/components/layout/avatar-menu";
import { AccountTab } from "./account-tab";

const request = vi.mocked(apiRequest);
/** GET /api/jobs/{id}/file: the signed link (answered by `answer` for any route ending in /file). */
const download = vi.fn<(url: string) => Promise<JobFileLink>>();
const SIGNED = "https://storage.googleapis.com/bucket/jobs/export-u1/file?X-Goog-Signature=ab";
const linkTo = (fileName: string): JobFileLink => ({
  url: SIGNED,
  fileName,
  expiresAt: "2026-03-01T10:20:00.000Z",
});

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
  firstRunDismissed: false,
  sampleArticleId: null,
};

/** Answers GET /api/user/preferences; other calls are set per test. */
function answer(routes: Record<string, (body: unknown) => unknown>) {
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    const key = `${method} ${url}`;
    if (key === "GET /api/user/preferences") return preferences;
    if (method === "GET" && url.endsWith("/file") && !routes[key]) return download(url);
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route(body);
  });
}

const logout = vi.fn<Session["logout"]>(async () => undefined);

/** The e-mail change's toast and hint: the same whether the address is free or has an account. */
const sentTo = (email: string) =>
  `We've sent a message to ${email} that says what to do next. Your email stays as it is until the change is confirmed from that address.`;
const pendingAt = (email: string) => `Not changed yet: see the message we sent to ${email}.`;

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
  watchers.length = 0;
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
        description: sentTo("lovelace@example.test"),
      }),
    );
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/profile", { email: "lovelace@example.test" });
    expect(verifyBeforeUpdateEmail).toHaveBeenCalledWith({ uid: "u1" }, "lovelace@example.test");
    // The record keeps the proven address until the link is opened.
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.test");
    expect(screen.getByText(pendingAt("lovelace@example.test"))).toBeInTheDocument();
    expect(getToasts().map((toast) => toast.title)).not.toContain("Profile updated");
  });

  it("when Firebase says the new address is in use, then the form says what it says for a free one, and nothing tells that the address has an account", async () => {
    // The server answered as for any address, and sent that address its notice that nothing changed.
    answer({ "PATCH /api/user/profile": () => ada });
    verifyBeforeUpdateEmail.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      }),
    );
    renderTab();
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "ben@example.test");
    await userEvent.click(save());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Check your new email",
        description: sentTo("ben@example.test"),
        variant: "default",
      }),
    );
    expect(getToasts()).toHaveLength(1);
    expect(screen.getByText(pendingAt("ben@example.test"))).toBeInTheDocument();
    expect(screen.queryByText(/already/i)).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.test");
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

/** The job as the server shows it (GET /api/jobs/{id}, the 202 answers). */
const jobOf = (change: Partial<JobView> & Pick<JobView, "id" | "kind">): JobView => ({
  state: "queued",
  stage: change.kind === "export" ? "articles" : "friends",
  done: 0,
  total: 3,
  startedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  error: null,
  result: null,
  ...change,
});
/** The job's document as the listener gives it: instants are Firestore Timestamps. */
const documentOf = (job: JobView) => ({
  ...job,
  uid: "u1",
  startedAt: { toDate: () => new Date(job.startedAt) },
  updatedAt: { toDate: () => new Date(job.updatedAt) },
});

/** The newest listener on jobs/{id}, once the tab has started it. */
async function listenerOf(id: string, count = 1) {
  let found: (typeof watchers)[number] | undefined;
  await waitFor(() => {
    const matching = watchers.filter((watcher) => watcher.path.join("/") === `jobs/${id}`);
    expect(matching.length).toBeGreaterThanOrEqual(count);
    found = matching.at(-1);
  });
  return found!;
}

/** Catches the links saveFile clicks, with their names and addresses. */
function catchSavedFiles() {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

describe("Settings → Account: export my data", () => {
  const originalCreate = URL.createObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:export-1");
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  const exportJob = (change: Partial<JobView> = {}) => jobOf({ id: "export-u1", kind: "export", ...change });
  const finished = exportJob({
    state: "done",
    stage: "done",
    done: 3,
    updatedAt: "2026-03-01T10:05:00.000Z",
    result: {
      fileName: "spurq-export-2026-03-01.json",
      bytes: 15,
      contentType: "application/json; charset=utf-8",
    },
  });

  it("when JSON is asked for, then the job starts, its progress shows live, and when it is done the file downloads once under the server's name and stays downloadable", async () => {
    answer({ "POST /api/export": () => exportJob() });
    download.mockResolvedValue(linkTo("spurq-export-2026-03-01.json"));
    const clicked = catchSavedFiles();
    renderTab();
    (await listenerOf("export-u1")).onData(undefined);

    await userEvent.click(screen.getByRole("button", { name: "Export as JSON" }));
    expect(request).toHaveBeenCalledWith("POST", "/api/export", { format: "json" });
    const bar = await screen.findByRole("progressbar", { name: "Export progress" });
    expect(screen.getByText("Waiting to start…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export as Markdown" })).toBeDisabled();

    // The tab listens afresh once the job has started.
    const live = await listenerOf("export-u1", 2);
    live.onData(documentOf(exportJob({ state: "running", done: 2 })));
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "2"));
    expect(bar).toHaveAttribute("aria-valuemax", "3");
    expect(screen.getByText("Writing your articles…")).toBeInTheDocument();
    expect(screen.getByText("2 of 3")).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();

    live.onData(documentOf(finished));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Export ready" }));
    expect(getToasts()[0]?.description).toBe("Saved as spurq-export-2026-03-01.json.");
    expect(download).toHaveBeenCalledWith("/api/jobs/export-u1/file");
    expect(clicked.map((link) => [link.download, link.getAttribute("href")])).toEqual([
      ["spurq-export-2026-03-01.json", SIGNED],
    ]);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText(/^Your export from Mar 1, 2026.* is ready\.$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeEnabled();

    // The same news again downloads nothing more; the Download button does, each time.
    live.onData(documentOf(finished));
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(clicked).toHaveLength(2));
  });

  it("when the tab opens on a finished export (a reload, another device), then 'Your export from <date> is ready' shows with Download, and nothing downloads by itself", async () => {
    answer({});
    download.mockResolvedValue(linkTo("spurq-export-2026-03-01.json"));
    const clicked = catchSavedFiles();
    renderTab();
    (await listenerOf("export-u1")).onData(documentOf(finished));
    expect(await screen.findByText(/^Your export from Mar 1, 2026.* is ready\.$/)).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(download).toHaveBeenCalledWith("/api/jobs/export-u1/file");
    // Without a name from the server, the job's own.
    await waitFor(() =>
      expect(clicked.map((link) => link.download)).toEqual(["spurq-export-2026-03-01.json"]),
    );
  });

  it("when the tab opens while an export is at work, then its progress shows and the file downloads when it ends", async () => {
    answer({});
    download.mockResolvedValue(linkTo("spurq-export-2026-03-01.json"));
    catchSavedFiles();
    renderTab();
    const live = await listenerOf("export-u1");
    live.onData(documentOf(exportJob({ state: "running", stage: "spurqs", done: 3 })));
    expect(await screen.findByText("Writing your spurqs…")).toBeInTheDocument();
    live.onData(documentOf(finished));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });

  it("when the export job fails, then its reason shows and both buttons work again", async () => {
    answer({});
    renderTab();
    (await listenerOf("export-u1")).onData(
      documentOf(
        exportJob({
          state: "failed",
          done: 1,
          error: "Your export could not be finished. Please try again.",
        }),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your export could not be finished. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Export as Markdown" })).toBeEnabled();
    expect(download).not.toHaveBeenCalled();
  });

  it("when starting the Markdown export is refused, then the server's reason shows and both buttons work again", async () => {
    answer({
      "POST /api/export": () => {
        throw new ApiError(429, "", {
          error: "You can export your data at most 10 times an hour. Please try again later.",
        });
      },
    });
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Export as Markdown" }));
    expect(request).toHaveBeenCalledWith("POST", "/api/export", { format: "markdown" });
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Export failed",
        description: "You can export your data at most 10 times an hour. Please try again later.",
        variant: "destructive",
      }),
    );
    expect(screen.getByRole("button", { name: "Export as JSON" })).toBeEnabled();
  });

  it("when the file cannot be fetched, then the server's reason shows and Download stays", async () => {
    answer({});
    download.mockRejectedValue(new ApiError(404, "", { error: "The file is not ready." }));
    renderTab();
    (await listenerOf("export-u1")).onData(documentOf(finished));
    await userEvent.click(await screen.findByRole("button", { name: "Download" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: "Export failed", description: "The file is not ready." }),
    );
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
  });
});

describe("Settings → Account: delete my account", () => {
  const deletionJob = (change: Partial<JobView> = {}) =>
    jobOf({ id: "accountDeletion-u1", kind: "accountDeletion", total: 8, ...change });

  /** Opens the dialog, types the username and confirms. */
  async function confirmDeletion() {
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    (await listenerOf("accountDeletion-u1")).onData(undefined);
    const confirm = within(dialog).getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText("Type your username, ada, to confirm");
    await userEvent.type(field, "Ada");
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, "ada");
    await userEvent.click(confirm);
    return dialog;
  }

  it("when the username is typed exactly, then the dialog shows the deletion's progress, and when the job's document goes the session ends quietly on the top of the landing page", async () => {
    answer({ "DELETE /api/user": () => deletionJob() });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderTab();
    await confirmDeletion();
    expect(request).toHaveBeenCalledWith("DELETE", "/api/user", { confirm: "ada" });
    const dialog = await screen.findByRole("dialog", { name: "Deleting your account" });
    expect(
      within(dialog).getByText(
        "Everything you own is being deleted. You will be signed out when it is done.",
      ),
    ).toBeInTheDocument();
    const bar = within(dialog).getByRole("progressbar", { name: "Account deletion progress" });
    // The focus stays in the dialog when the form gives way to the progress.
    expect(dialog.contains(document.activeElement)).toBe(true);

    const live = await listenerOf("accountDeletion-u1", 2);
    live.onData(documentOf(deletionJob({ state: "running", stage: "articles", done: 2 })));
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "2"));
    expect(within(dialog).getByText("Deleting your articles…")).toBeInTheDocument();
    expect(within(dialog).getByText("2 of 8")).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    // Nothing closes it while it works.
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Deleting your account" })).toBeInTheDocument();

    live.onData(undefined);
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ to: "/", quiet: true }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Account deleted",
        description: "Your account and all its data have been deleted.",
      }),
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "8");
  });

  it("when the job is seen done before its document goes, then the session ends once", async () => {
    answer({ "DELETE /api/user": () => deletionJob() });
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderTab();
    await confirmDeletion();
    const live = await listenerOf("accountDeletion-u1", 2);
    live.onData(documentOf(deletionJob({ state: "done", stage: "account", done: 8 })));
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ to: "/", quiet: true }));
    live.onData(undefined);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Account deleted" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("when the deletion job fails, then its reason shows, and Try again asks the server again", async () => {
    answer({ "DELETE /api/user": () => deletionJob() });
    renderTab();
    await confirmDeletion();
    const live = await listenerOf("accountDeletion-u1", 2);
    live.onData(
      documentOf(
        deletionJob({
          state: "failed",
          stage: "everythingElse",
          done: 5,
          error: "Your account could not be deleted completely. Please try again.",
        }),
      ),
    );
    const dialog = await screen.findByRole("dialog", { name: "Deleting your account" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Your account could not be deleted completely. Please try again.",
    );
    expect(logout).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(request.mock.calls.filter(([method]) => method === "DELETE")).toEqual([
      ["DELETE", "/api/user", { confirm: "ada" }],
      ["DELETE", "/api/user", { confirm: "ada" }],
    ]);
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
    expect(within(dialog).getByText("Waiting to start…")).toBeInTheDocument();
  });

  it("when the dialog opens while a deletion is at work (another device), then it shows that deletion", async () => {
    answer({});
    renderTab();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    (await listenerOf("accountDeletion-u1")).onData(
      documentOf(deletionJob({ state: "running", stage: "friends", done: 0 })),
    );
    const dialog = await screen.findByRole("dialog", { name: "Deleting your account" });
    expect(within(dialog).getByText("Removing your friendships…")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
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
