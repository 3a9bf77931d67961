import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { APP_VERSION } from "@/config/app-version";
import { FeedbackForm } from "./feedback-form";

const request = vi.mocked(apiRequest);
const webPackage = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../../package.json"), "utf8"),
) as { version: string };
const SUBJECT = "Sepia theme";
const DESCRIPTION = "A sepia reading theme would be easier on the eyes at night.";

function renderForm(page?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FeedbackForm defaultEmail="ada@example.test" page={page} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fill(subject: string, description: string) {
  await userEvent.type(screen.getByLabelText("Subject"), subject);
  await userEvent.type(screen.getByLabelText("Description"), description);
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit Feedback" }));

beforeEach(() => {
  request.mockReset();
});
afterEach(() => resetToasts());

describe("the Send Feedback form", () => {
  it("when opened, then the type is General Feedback and the e-mail is the account's", () => {
    renderForm();
    expect(screen.getByLabelText("Feedback Type")).toHaveValue("feedback");
    expect(
      [...(screen.getByLabelText("Feedback Type") as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(["Bug Report", "Feature Request", "General Feedback"]);
    expect(screen.getByLabelText("Email (optional)")).toHaveValue("ada@example.test");
  });

  it("when the fields break the limits, then their messages show under them and nothing is sent; fixed, they go", async () => {
    renderForm();
    await fill("Bug", "Too short");
    await userEvent.clear(screen.getByLabelText("Email (optional)"));
    await userEvent.type(screen.getByLabelText("Email (optional)"), "ada@");
    await submit();
    expect(screen.getByText("Subject must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByText("Description must be at least 20 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
    expect(request).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Subject"), "s found");
    expect(screen.queryByText("Subject must be at least 5 characters")).not.toBeInTheDocument();
    expect(screen.getByText("Description must be at least 20 characters")).toBeInTheDocument();
  });

  it("when a field is past its maximum, then its 'less than' message shows", async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText("Subject"));
    await userEvent.paste("s".repeat(101));
    await userEvent.click(screen.getByLabelText("Description"));
    await userEvent.paste("d".repeat(1001));
    await submit();
    expect(screen.getByText("Subject must be less than 100 characters")).toBeInTheDocument();
    expect(screen.getByText("Description must be less than 1000 characters")).toBeInTheDocument();
  });

  it("when valid feedback is sent, then it goes with the app version and page, 'Sending...' meanwhile, then the thank-you panel and the success toast", async () => {
    let answer: (value: { id: string }) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm("/home");
    await userEvent.selectOptions(screen.getByLabelText("Feedback Type"), "bug");
    await fill(SUBJECT, DESCRIPTION);
    await submit();
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(APP_VERSION).toBe(webPackage.version);
    expect(request.mock.calls).toEqual([
      [
        "POST",
        "/api/feedback",
        {
          type: "bug",
          subject: SUBJECT,
          description: DESCRIPTION,
          email: "ada@example.test",
          appVersion: APP_VERSION,
          page: "/home",
        },
      ],
    ]);
    answer({ id: "f1" });
    const heading = await screen.findByRole("heading", { name: "Thank you for your feedback!" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Submit Feedback" })).not.toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: "Feedback sent",
      description: "Thank you for your feedback! We'll review it shortly.",
    });
  });

  it("when sending fails, then the failure message shows (with the server's reason) and the form keeps what was typed", async () => {
    request.mockRejectedValueOnce(
      new ApiError(429, "", {
        error: "You can send at most 10 feedback messages a day. Please try again tomorrow.",
      }),
    );
    renderForm();
    await fill(SUBJECT, DESCRIPTION);
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error sending feedback");
    expect(alert).toHaveTextContent("Please try again later or contact us directly.");
    expect(alert).toHaveTextContent("at most 10 feedback messages a day");
    expect(getToasts()[0]).toMatchObject({
      title: "Error sending feedback",
      description: "Please try again later or contact us directly.",
      variant: "destructive",
    });
    expect(screen.getByLabelText("Subject")).toHaveValue(SUBJECT);
    expect(screen.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  });
});
