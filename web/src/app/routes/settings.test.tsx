// The Settings frame: Back to /articles, the five tabs in their order, operable by keyboard,
// and the open tab kept in the query. The tabs' contents have their own tests.
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";

vi.mock("@/features/settings/components/account-tab", () => ({ AccountTab: () => <p>account panel</p> }));
vi.mock("@/features/settings/components/appearance-tab", () => ({
  AppearanceTab: () => <p>appearance panel</p>,
}));
vi.mock("@/features/settings/components/notifications-tab", () => ({
  NotificationsTab: () => <p>notifications panel</p>,
}));
vi.mock("@/features/settings/components/security-tab", () => ({ SecurityTab: () => <p>security panel</p> }));
vi.mock("@/features/capture/components/capture-tab", () => ({ CaptureTab: () => <p>capture panel</p> }));

import Settings from "./settings";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings" element={<Settings />} />
        <Route path="/articles" element={<h1>My Articles</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe("the Settings screen", () => {
  it("when opened, then Account is the first of the five tabs and Back leads to /articles", async () => {
    renderAt("/settings");
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Account",
      "Appearance",
      "Notifications",
      "Security",
      "Capture",
    ]);
    expect(screen.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("account panel");
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "My Articles" })).toBeInTheDocument();
  });

  it("when the arrow keys move along the tabs, then each panel opens and the query names it", async () => {
    renderAt("/settings");
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Account" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Appearance" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("appearance panel");
    expect(screen.getByTestId("where")).toHaveTextContent("/settings?tab=appearance");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("capture panel");
    expect(screen.getByTestId("where")).toHaveTextContent("/settings?tab=capture");
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("security panel");
    expect(screen.getByTestId("where")).toHaveTextContent("/settings?tab=security");
  });

  it("when the query names a tab, then that tab opens", () => {
    renderAt("/settings?tab=notifications");
    expect(screen.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("notifications panel");
  });

  it("when the query names no tab the app knows, then Account opens", () => {
    renderAt("/settings?tab=billing");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("account panel");
  });
});
