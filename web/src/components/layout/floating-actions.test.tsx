// Home's '+' button opens on the first click and on the first Enter, whatever hover and focus did
// before; its shortcuts follow it in the tab order; Escape closes them and keeps focus on it.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { FloatingActions } from "./floating-actions";

const toggle = () => screen.getByRole("button", { name: "Quick actions" });
const shortcuts = () => screen.queryAllByRole("link");

function renderActions() {
  render(
    <MemoryRouter>
      <FloatingActions />
    </MemoryRouter>,
  );
}

describe("the floating '+' button", () => {
  it("when a mouse user points at it and clicks once, then the shortcuts stay open", async () => {
    renderActions();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(shortcuts().map((link) => link.textContent?.trim())).toEqual(["Upload article", "Feedback"]);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("when a keyboard user tabs to it and presses Enter once, then it opens, and Tab goes on to its shortcuts", async () => {
    renderActions();
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Upload article" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Feedback" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });
});
