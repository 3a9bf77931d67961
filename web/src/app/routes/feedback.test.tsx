// The Send Feedback screen as reached from Home's floating button: the page it came from goes with
// the feedback, the account's e-mail is prefilled, and 'Back to Home' leads to /.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { UserRecord } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { FloatingActions } from "@/components/layout/floating-actions";
import Feedback from "./feedback";

const request = vi.mocked(apiRequest);
const session = {
  status: "signedIn",
  firebaseUser: { email: "ada@example.test" },
  user: { email: "ada@example.test" } as UserRecord,
} as unknown as Session;

function renderApp(path: string) {
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<h1>Landing</h1>} />
            <Route path="/home" element={<FloatingActions />} />
            <Route path="/feedback" element={<Feedback />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

beforeEach(() => {
  request.mockReset();
});

describe("the Send Feedback screen", () => {
  it("when opened from Home's floating button, then the feedback names /home as its page", async () => {
    request.mockResolvedValueOnce({ id: "f1" });
    renderApp("/home");
    await userEvent.click(screen.getByRole("button", { name: "Quick actions" }));
    await userEvent.click(screen.getByRole("link", { name: "Feedback" }));
    expect(screen.getByRole("heading", { level: 1, name: "Send Feedback" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email (optional)")).toHaveValue("ada@example.test");
    await userEvent.type(screen.getByLabelText("Subject"), "Reading list");
    await userEvent.type(screen.getByLabelText("Description"), "Please add a reading list for later.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Feedback" }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]?.[2]).toMatchObject({ page: "/home" });
  });

  it("when opened directly, then no page is sent, and 'Back to Home' leads to /", async () => {
    request.mockResolvedValueOnce({ id: "f2" });
    renderApp("/feedback");
    await userEvent.type(screen.getByLabelText("Subject"), "Reading list");
    await userEvent.type(screen.getByLabelText("Description"), "Please add a reading list for later.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Feedback" }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]?.[2]).not.toHaveProperty("page");
    await userEvent.click(screen.getByRole("link", { name: "Return to home" }));
    expect(screen.getByRole("heading", { name: "Landing" })).toBeInTheDocument();
  });

  it("when 'Back to Home' is pressed, then the app goes to /", async () => {
    renderApp("/feedback");
    await userEvent.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(screen.getByRole("heading", { name: "Landing" })).toBeInTheDocument();
  });
});
