import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { DailyQuestion } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import jaHomeExtras from "@/locales/ja/homeExtras.json";
import { DailyQuestionBanner } from "./daily-question-banner";

const request = vi.mocked(apiRequest);

const question: DailyQuestion = {
  id: "2031-03-10-abcdefghijklmnopqrst",
  question: "Would you have kept such a log?",
  highlightText: "Lighthouse keepers wrote down every passing ship.",
  articleId: "a1",
  articleTitle: "Keepers",
};
const dismissedUrl = `/api/daily-question/is-dismissed?questionId=${question.id}`;

/** Answers GETs from `answers` (an Error is thrown), POSTs with `post`. */
function serve(answers: Record<string, unknown>, post: () => Promise<unknown> = async () => undefined) {
  request.mockImplementation(async (method: string, url: string) => {
    if (method === "POST") return post();
    if (!(url in answers)) throw new Error(`unexpected ${method} ${url}`);
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const renderBanner = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DailyQuestionBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Rejects when the banner has not appeared within 200 ms. */
const neverShows = () => screen.findByRole("heading", { name: "Question of the Day" }, { timeout: 200 });

beforeEach(() => resetToasts());
afterEach(() => request.mockReset());

describe("the question of the day banner", () => {
  it("when there is a question not dismissed, then the passage, the question and a link to the article show", async () => {
    serve({ "/api/daily-question": question, [dismissedUrl]: { isDismissed: false } });
    renderBanner();
    expect(await screen.findByRole("heading", { name: "Question of the Day" })).toBeInTheDocument();
    expect(screen.getByText(question.highlightText)).toBeInTheDocument();
    expect(screen.getByText(question.question)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Keepers" })).toHaveAttribute("href", "/articles/a1");
  });

  it("when the question was dismissed, then nothing shows", async () => {
    serve({ "/api/daily-question": question, [dismissedUrl]: { isDismissed: true } });
    renderBanner();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", dismissedUrl));
    await expect(neverShows()).rejects.toThrow();
  });

  it("when there is no question, then nothing shows and no dismissal is asked", async () => {
    serve({ "/api/daily-question": null });
    const { container } = renderBanner();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/daily-question"));
    await expect(neverShows()).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
    expect(request).not.toHaveBeenCalledWith("GET", dismissedUrl);
  });

  it("when the user dismisses it, then it is posted and the banner goes without another check", async () => {
    serve({ "/api/daily-question": question, [dismissedUrl]: { isDismissed: false } });
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss question of the day" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Question of the Day" })).toBeNull());
    expect(request).toHaveBeenCalledWith("POST", "/api/daily-question/dismiss", { questionId: question.id });
    expect(request.mock.calls.filter(([, url]) => url === dismissedUrl)).toHaveLength(1);
  });

  it("when dismissing fails, then the failure toast shows and the question stays", async () => {
    serve({ "/api/daily-question": question, [dismissedUrl]: { isDismissed: false } }, () =>
      Promise.reject(new ApiError(500, "{}", {})),
    );
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss question of the day" }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          title: "Error",
          description: "Failed to dismiss daily question. Please try again.",
          variant: "destructive",
        }),
      ]),
    );
    expect(screen.getByRole("heading", { name: "Question of the Day" })).toBeInTheDocument();
  });
});

describe("the question of the day banner in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is Japanese, then its heading, source line, button and failure toast are Japanese", async () => {
    i18n.addResourceBundle("ja", "homeExtras", jaHomeExtras);
    await act(() => i18n.changeLanguage("ja"));
    serve({ "/api/daily-question": question, [dismissedUrl]: { isDismissed: false } }, () =>
      Promise.reject(new ApiError(500, "{}", {})),
    );
    renderBanner();
    const banner = await screen.findByRole("region", { name: "今日の質問" });
    // The article's title is a link inside the sentence, wherever the language puts it.
    expect(banner).toHaveTextContent("出典: Keepers");
    expect(screen.getByRole("link", { name: "Keepers" })).toHaveAttribute("href", "/articles/a1");
    await userEvent.click(screen.getByRole("button", { name: "今日の質問を閉じる" }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          title: "エラー",
          description: "今日の質問を閉じられませんでした。もう一度お試しください。",
        }),
      ]),
    );
  });
});
