import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";
import type * as LoaderModule from "@/lib/firebase-loader";
import type { LiveFirestore } from "@/lib/firestore";

vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof LoaderModule>()),
  loadFirebase: vi.fn(async () => ({ firebaseApp: {} })),
}));
/** The live listeners started (jobs/libraryImport-{uid}), each with its callbacks. */
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
vi.mock("@/lib/save-file", () => ({ saveFile: vi.fn(), saveFromLink: vi.fn() }));

import type { JobFileLink, JobView, LibraryImportPreview } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { saveFile, saveFromLink } from "@/lib/save-file";
import { BringYourLibrary } from "./bring-your-library";

const request = vi.mocked(apiRequest);
/** GET /api/jobs/{id}/file: the signed link (answered by `answer` for any route ending in /file). */
const download = vi.fn<(url: string) => Promise<JobFileLink>>();
const SIGNED = "https://storage.googleapis.com/bucket/jobs/libraryImport-ada/file?X-Goog-Signature=ab";

const UNKNOWN =
  "This file is in no format Spurq can read. It reads: Pocket (CSV), Pocket (HTML), Instapaper (CSV).";

const preview = (change: Partial<LibraryImportPreview> = {}): LibraryImportPreview => ({
  format: "pocket-csv",
  fileName: "part_000000.csv",
  articles: 1234,
  highlights: 56,
  notes: 7,
  tags: 8,
  folders: 2,
  toFetch: 1200,
  skipped: [
    { source: "line 12", reason: "The address is not a web page (mailto:)." },
    { source: "line 40", reason: "line 40: The address is missing." },
  ],
  skippedCount: 2,
  ...change,
});

const job = (change: Partial<JobView> = {}): JobView => ({
  id: "libraryImport-ada",
  kind: "libraryImport",
  state: "running",
  stage: "articles",
  done: 3,
  total: 10,
  startedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:05.000Z",
  error: null,
  result: null,
  ...change,
});

const finished = job({
  state: "done",
  stage: "done",
  done: 10,
  result: {
    fileName: "spurq-import-report-2026-03-01.csv",
    bytes: 400,
    contentType: "text/csv",
    summary: { imported: 8, alreadyThere: 1, failed: 1, highlights: 56, highlightsNotFound: 4, notes: 7 },
  },
});

/** The job document as the Firestore SDK gives it (instants are Timestamps). */
const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
const documentOf = (view: JobView) => ({
  ...view,
  uid: "ada",
  startedAt: stamp(view.startedAt),
  updatedAt: stamp(view.updatedAt),
});

/** The job document changes (undefined: there is none). */
function jobIs(view: JobView | undefined) {
  const watcher = watchers.at(-1);
  if (!watcher) throw new Error("no listener");
  act(() => watcher.onData(view ? documentOf(view) : undefined));
}

function answer(routes: Record<string, (body: unknown) => unknown>) {
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    const route = routes[`${method} ${url}`];
    if (!route && method === "GET" && url.endsWith("/file")) return download(url);
    if (!route) throw new Error(`unexpected ${method} ${url}`);
    return route(body);
  });
}

function renderEntry() {
  const session = { status: "signedIn", firebaseUser: { uid: "ada" }, user: null } as unknown as Session;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={["/settings"]}>
          <Routes>
            <Route path="/settings" element={<BringYourLibrary />} />
            <Route path="/articles" element={<p>My Articles screen</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

/** Opens the dialog from its entry and tells it there is no import yet (or `current`). */
async function open(user: ReturnType<typeof userEvent.setup>, current?: JobView) {
  await user.click(screen.getByRole("button", { name: "Bring your library" }));
  // The dialog is a lazy chunk: the first opening waits for its module.
  const dialog = await screen.findByRole("dialog", { name: "Bring your library" }, { timeout: 5_000 });
  await waitFor(() => expect(watchers.length).toBeGreaterThan(0));
  expect(watchers.at(-1)!.path).toEqual(["jobs", "libraryImport-ada"]);
  jobIs(current);
  return dialog;
}

const csv = () => new File(["title,url\nA,https://a.test/\n"], "part_000000.csv", { type: "text/csv" });

async function pick(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  await user.upload(await screen.findByLabelText("Export file"), file);
}

beforeEach(() => {
  watchers.length = 0;
  request.mockReset();
  download.mockReset();
  vi.mocked(saveFile).mockReset();
  vi.mocked(saveFromLink).mockReset();
});

describe("Bring your library: picking and previewing the file", () => {
  it("when opened with no import under way, then it says what it reads and offers a labelled file picker", async () => {
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    expect(within(dialog).getByRole("heading", { name: "Choose your export file" })).toBeInTheDocument();
    const picker = within(dialog).getByLabelText("Export file");
    expect(picker).toHaveAttribute("type", "file");
    await user.click(within(dialog).getByText(/Reads exports from Pocket/));
    expect(within(dialog).getByText("Kindle (My Clippings.txt)")).toBeVisible();
    expect(within(dialog).getByText("Spurq (JSON export)")).toBeVisible();
    expect(request).not.toHaveBeenCalled();
  });

  it("when a file is picked, then it is uploaded as the `file` part, a busy state shows, then the preview with counts and what will not be taken", async () => {
    let found: (value: LibraryImportPreview) => void = () => undefined;
    answer({ "POST /api/library-imports": () => new Promise((resolve) => (found = resolve)) });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);

    expect(within(dialog).getByRole("status")).toHaveTextContent("Reading part_000000.csv…");
    const [, url, body] = request.mock.calls[0]!;
    expect(url).toBe("/api/library-imports");
    expect((body as FormData).get("file")).toBeInstanceOf(File);
    expect(((body as FormData).get("file") as File).name).toBe("part_000000.csv");

    act(() => found(preview()));
    const heading = await within(dialog).findByRole("heading", { name: "Found in your Pocket (CSV) file" });
    expect(heading).toHaveFocus();
    const count = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(count("Articles")).toBe("1,234");
    expect(count("Highlights")).toBe("56");
    expect(count("Notes")).toBe("7");
    expect(count("Tags")).toBe("8");
    expect(count("Folders")).toBe("2");
    expect(count("Pages to fetch")).toBe("1,200");
    const skipped = within(dialog).getByRole("region", { name: "What will not be taken (2)" });
    expect(
      within(skipped)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["line 12: The address is not a web page (mailto:).", "line 40: The address is missing."]);
    expect(within(skipped).queryByText(/more/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeEnabled();
    expect((await axe.run(dialog)).violations).toEqual([]);
  });

  it("when more was skipped than the preview lists, then 'and N more' says how many", async () => {
    answer({ "POST /api/library-imports": () => preview({ skippedCount: 2402 }) });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);
    const skipped = await within(dialog).findByRole("region", { name: "What will not be taken (2,402)" });
    expect(skipped).toHaveTextContent("and 2,400 more (the report at the end lists them all)");
  });

  it("when the server refuses the file, then its message shows once in the dialog, and another file can be picked", async () => {
    answer({
      "POST /api/library-imports": () => {
        throw new ApiError(400, "", { error: UNKNOWN });
      },
    });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user, new File(["hello"], "notes.txt"));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(UNKNOWN);
    expect(within(dialog).getAllByText(UNKNOWN)).toHaveLength(1);

    answer({ "POST /api/library-imports": () => preview() });
    await pick(user);
    await within(dialog).findByRole("heading", { name: "Found in your Pocket (CSV) file" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("when the file is too large or the day's imports are used up without a sentence, then the dialog says so", async () => {
    answer({
      "POST /api/library-imports": () => {
        throw new ApiError(413, "Payload Too Large", undefined);
      },
    });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This file is too large to import.");

    answer({
      "POST /api/library-imports": () => {
        throw new ApiError(429, "Too Many Requests", undefined);
      },
    });
    await pick(user);
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(
        "You have imported too many files today. Please try again tomorrow.",
      ),
    );
  });

  it("when 'Choose another file' is pressed on the preview, then the picker is back", async () => {
    answer({ "POST /api/library-imports": () => preview() });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);
    await user.click(await within(dialog).findByRole("button", { name: "Choose another file" }));
    expect(within(dialog).getByRole("heading", { name: "Choose your export file" })).toHaveFocus();
    expect(within(dialog).getByLabelText("Export file")).toBeInTheDocument();
  });
});

describe("Bring your library: the import as a job", () => {
  it("when Import is pressed, then the job starts and its progress shows live: 'Importing articles… N of M'", async () => {
    answer({
      "POST /api/library-imports": () => preview(),
      "POST /api/library-imports/start": () => job({ state: "queued", stage: "reading", done: 0, total: 0 }),
    });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);
    await user.click(await within(dialog).findByRole("button", { name: "Import" }));

    expect(request).toHaveBeenCalledWith("POST", "/api/library-imports/start");
    expect(await within(dialog).findByRole("heading", { name: "Importing your library" })).toHaveFocus();
    expect(within(dialog).getByText("Waiting to start…")).toBeInTheDocument();

    await waitFor(() => expect(watchers.length).toBeGreaterThan(1));
    jobIs(job({ stage: "reading", done: 0, total: 0 }));
    expect(within(dialog).getByText("Reading your file…")).toBeInTheDocument();
    jobIs(job({ done: 3, total: 10 }));
    const bar = within(dialog).getByRole("progressbar", { name: "Library import progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuemax", "10");
    expect(bar).toHaveAttribute("aria-valuetext", "Importing articles… 3 of 10");
  });

  it("when the prepared file has expired before Import, then the picker is back with the reason", async () => {
    answer({
      "POST /api/library-imports": () => preview(),
      "POST /api/library-imports/start": () => {
        throw new ApiError(404, "", { error: "No library import prepared" });
      },
    });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user);
    await pick(user);
    await user.click(await within(dialog).findByRole("button", { name: "Import" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No library import prepared");
    expect(within(dialog).getByLabelText("Export file")).toBeInTheDocument();
  });

  it("when the dialog is closed during an import and opened again, then it shows the import where it stands", async () => {
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user, job({ done: 6, total: 10 }));
    expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "6");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Bring your library" })).toHaveFocus();

    jobIs(job({ done: 8, total: 10 }));
    await user.click(screen.getByRole("button", { name: "Bring your library" }));
    const again = await screen.findByRole("dialog", { name: "Bring your library" });
    expect(within(again).getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "Importing articles… 8 of 10",
    );
  });

  it("when the job is done, then the summary shows its counts, the report downloads with the ID token, and 'Go to My Articles' leads there", async () => {
    answer({});
    download.mockResolvedValue({
      url: SIGNED,
      fileName: "report.csv",
      expiresAt: "2026-03-01T10:20:00.000Z",
    });
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(user, job());
    jobIs(finished);

    expect(await within(dialog).findByRole("heading", { name: "Your library is here" })).toHaveFocus();
    const count = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(count("Imported")).toBe("8");
    expect(count("Already there")).toBe("1");
    expect(count("Failed")).toBe("1");
    expect(count("Highlights")).toBe("56");
    expect(count("Of which not found in the current text")).toBe("4");
    expect(count("Notes")).toBe("7");
    expect((await axe.run(dialog)).violations).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Download report" }));
    await waitFor(() => expect(saveFromLink).toHaveBeenCalledWith(SIGNED, "report.csv"));
    expect(download).toHaveBeenCalledWith("/api/jobs/libraryImport-ada/file");

    await user.click(within(dialog).getByRole("button", { name: "Go to My Articles" }));
    expect(await screen.findByText("My Articles screen")).toBeInTheDocument();
  });

  it("when the job failed, then its error shows, and another file can be imported", async () => {
    const user = userEvent.setup();
    renderEntry();
    const dialog = await open(
      user,
      job({ state: "failed", error: "The import stopped: the file could not be read again." }),
    );
    expect(within(dialog).getByRole("heading", { name: "The import stopped" })).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "The import stopped: the file could not be read again.",
    );
    expect(within(dialog).queryByRole("button", { name: "Go to My Articles" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Import another file" }));
    expect(within(dialog).getByLabelText("Export file")).toBeInTheDocument();
  });
});
