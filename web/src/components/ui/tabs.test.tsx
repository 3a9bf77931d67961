import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs } from "./tabs";

function Example() {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      selectedIndex={selected}
      onChange={setSelected}
      tabClassName={({ selected: on }) => (on ? "on" : "off")}
      tabs={[
        { key: "a", label: "Login", panel: <p>Login form</p> },
        { key: "b", label: "Register", panel: <p>Register form</p> },
      ]}
    />
  );
}

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab", () => {
    render(<Example />);
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Login" })).toHaveTextContent("Login form");
    expect(screen.queryByText("Register form")).toBeNull();
  });

  it("moves by arrow keys, Home and End, with focus on the selected tab only", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Login" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Register" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByText("Register form")).toBeVisible();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Register" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  it("selects a tab by click", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("tab", { name: "Register" }));
    expect(screen.getByText("Register form")).toBeVisible();
  });
});
