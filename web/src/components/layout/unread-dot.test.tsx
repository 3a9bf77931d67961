// Notifications' red dot means "something unread is waiting": it shows only while the live count
// is above zero, in the bottom bar (phones) as in the sidebar, and never before the count is known.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { BottomBar } from "./bottom-bar";
import { Sidebar } from "./sidebar";

/** The red dots drawn in a navigation (a dot is decoration: it has no role or name to find it by). */
function dots(navigation: string) {
  const nav = screen.getByRole("navigation", { name: navigation });
  return Array.from(nav.querySelectorAll(".bg-red-500"));
}

describe("the unread dot", () => {
  it.each([
    ["nothing unread", 0],
    ["the count not known yet", undefined],
  ])("when a new account has %s, then neither the bottom bar nor the sidebar shows a dot", (_, count) => {
    render(
      <MemoryRouter>
        <Sidebar {...(count === undefined ? {} : { unreadCount: count })} />
        <BottomBar {...(count === undefined ? {} : { unreadCount: count })} />
      </MemoryRouter>,
    );
    expect(dots("Bottom navigation")).toHaveLength(0);
    expect(dots("Main navigation")).toHaveLength(0);
  });

  it("when two spurqs are unread, then both show the dot on Notifications", () => {
    render(
      <MemoryRouter>
        <Sidebar unreadCount={2} />
        <BottomBar unreadCount={2} />
      </MemoryRouter>,
    );
    expect(dots("Bottom navigation")).toHaveLength(1);
    expect(dots("Main navigation")).toHaveLength(1);
  });
});
