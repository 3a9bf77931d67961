// The deferred menu: a press on the stand-in before the menu's code has loaded opens the real menu
// once it has, as the press would have opened it (pointer: no item active; keys: first or last).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import {
  deferredControl,
  MENU_OPEN_KEYS,
  type DeferredTrigger,
  type StandInTrigger,
} from "./deferred-control";

function RealMenu({ triggerRef }: DeferredTrigger) {
  return (
    <Menu>
      <MenuButton ref={triggerRef}>Options</MenuButton>
      <MenuItems>
        <MenuItem>
          <button type="button">First</button>
        </MenuItem>
        <MenuItem>
          <button type="button">Last</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

function StandIn({ trigger }: { trigger: StandInTrigger }) {
  return (
    <button {...trigger} aria-haspopup="menu">
      Options
    </button>
  );
}

/** A deferred menu whose code arrives only when the test releases it. */
function gatedMenu() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const Control = deferredControl<object>(() => gate.then(() => RealMenu), StandIn, MENU_OPEN_KEYS);
  return { Control, release };
}

describe("a deferred menu", () => {
  it("when the stand-in is clicked before the code has loaded, then the menu opens once it has", async () => {
    const user = userEvent.setup();
    const { Control, release } = gatedMenu();
    render(<Control />);
    const standIn = screen.getByRole("button", { name: "Options" });
    expect(standIn).toHaveAttribute("aria-expanded", "false");
    await user.click(standIn);
    expect(screen.queryByRole("menu")).toBeNull();
    release();
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Options" })).toHaveAttribute("aria-expanded", "true");
  });

  it("when ArrowUp is pressed on the stand-in, then the menu opens with its last item active", async () => {
    const user = userEvent.setup();
    const { Control, release } = gatedMenu();
    render(<Control />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Options" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    release();
    // Headless UI marks the active item (data-focus) while the menu itself holds the focus.
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Last" })).toHaveAttribute("data-focus"));
    expect(screen.getByRole("menuitem", { name: "First" })).not.toHaveAttribute("data-focus");
  });

  it("when the code loads while the stand-in has focus, then the real button has it, closed", async () => {
    const user = userEvent.setup();
    const { Control, release } = gatedMenu();
    render(<Control />);
    await user.tab();
    // No press: the code arrives once the page has been quiet for a while (lib/after-first-screen).
    release();
    await waitFor(
      () => expect(screen.getByRole("button", { name: "Options" }).id).toMatch(/^headlessui-menu-button/),
      { timeout: 5000 },
    );
    expect(screen.getByRole("button", { name: "Options" })).toHaveFocus();
    expect(screen.queryByRole("menu")).toBeNull();
  }, 10_000);

  it("when focus left the stand-in for another field without a blur (it went inert under a dialog), then the code's arrival leaves it there", async () => {
    const { Control, release } = gatedMenu();
    render(
      <>
        <Control />
        <input aria-label="Export file" />
      </>,
    );
    const standIn = screen.getByRole("button", { name: "Options" });
    standIn.focus();
    // A dialog that opens makes the page inert; the browser moves focus without a blur on the stand-in.
    const field = screen.getByRole("textbox", { name: "Export file" });
    field.focus();
    standIn.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Options" })).not.toBe(standIn));
    expect(document.activeElement).toBe(field);
  });
});
