import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import type { JobView } from "@shared";
import { i18n } from "@/lib/i18n";
import jobsDe from "@/locales/de/jobs.json";
import messagesDe from "@/locales/de/messages.json";
import { JobProgress } from "./job-progress";

const job = (change: Partial<JobView> = {}): JobView => ({
  id: "accountDeletion-ada",
  kind: "accountDeletion",
  state: "running",
  stage: "articles",
  done: 3,
  total: 12,
  startedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:01.000Z",
  error: null,
  result: null,
  ...change,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("JobProgress", () => {
  it("when a deletion is at work, then a labelled progress bar of done of total, the stage in words and 'N of M' show", () => {
    render(<JobProgress job={job()} />);
    const bar = screen.getByRole("progressbar", { name: "Account deletion progress" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "12");
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuetext", "Deleting your articles… 3 of 12");
    expect(screen.getByText("Deleting your articles…")).toBeInTheDocument();
    expect(screen.getByText("3 of 12")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("when an export is at each of its stages, then each has its words", () => {
    const { rerender } = render(<JobProgress job={job({ kind: "export", stage: "articles", total: 5 })} />);
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    expect(screen.getByText("Writing your articles…")).toBeInTheDocument();
    rerender(<JobProgress job={job({ kind: "export", stage: "shared", done: 5, total: 5 })} />);
    expect(screen.getByText("Writing the articles shared with you…")).toBeInTheDocument();
    rerender(<JobProgress job={job({ kind: "export", stage: "spurqs", done: 5, total: 5 })} />);
    expect(screen.getByText("Writing your spurqs…")).toBeInTheDocument();
    rerender(<JobProgress job={job({ kind: "export", state: "queued", done: 0, total: 5 })} />);
    expect(screen.getByText("Waiting to start…")).toBeInTheDocument();
    rerender(<JobProgress job={job({ kind: "export", state: "done", stage: "done", done: 5, total: 5 })} />);
    expect(screen.getByText("Your file is ready.")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
  });

  it("when there is nothing to count, then the bar has a maximum of one and no 'N of M' shows; an unknown stage reads 'Working on it…'", () => {
    render(<JobProgress job={job({ kind: "export", stage: "somethingNew", done: 0, total: 0 })} />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuemax", "1");
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("Working on it…")).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).toBeNull();
  });

  it("when the job failed, then its reason shows as an alert", () => {
    render(
      <JobProgress
        job={job({
          state: "failed",
          error: "Your account could not be deleted completely. Please try again.",
        })}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your account could not be deleted completely. Please try again.",
    );
    expect(screen.getByText("Stopped before the end.")).toBeInTheDocument();
  });

  it("when the interface is in German, then the label, the stage, the count and the server's reason are German", async () => {
    i18n.addResourceBundle("de", "jobs", jobsDe);
    i18n.addResourceBundle("de", "messages", messagesDe);
    await act(() => i18n.changeLanguage("de"));
    const { rerender } = render(<JobProgress job={job({ done: 1200, total: 1500 })} />);
    expect(screen.getByRole("progressbar", { name: "Fortschritt der Kontolöschung" })).toBeInTheDocument();
    expect(screen.getByText("Deine Artikel werden gelöscht…")).toBeInTheDocument();
    expect(screen.getByText("1.200 von 1.500")).toBeInTheDocument();
    rerender(
      <JobProgress
        job={job({
          state: "failed",
          error: "Your account could not be deleted completely. Please try again.",
        })}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Dein Konto konnte nicht vollständig gelöscht werden. Bitte versuche es erneut.",
    );
  });
});
