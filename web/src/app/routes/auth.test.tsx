// The sign-in page: its tabs follow the URL with the keyboard pattern of WAI-ARIA tabs,
// and every text comes from the auth namespace (shown here in Japanese).
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase-loader", () => ({ loadFirebaseWhenIdle: () => undefined }));
vi.mock("@/lib/auth-context", () => ({
  useSession: () => ({ googlePending: false, signIn: vi.fn(), resetPassword: vi.fn(), startGoogle: vi.fn() }),
}));

import { i18n } from "@/lib/i18n";
import jaAuth from "@/locales/ja/auth.json";
import jaCommon from "@/locales/ja/common.json";
import AuthPage from "./auth";

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/auth"
          element={
            <>
              <AuthPage />
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("the sign-in page", () => {
  it("when the URL says register, then Register is selected; the arrow keys move to Login and the URL follows", async () => {
    renderAt("/auth?tab=register");
    const register = screen.getByRole("tab", { name: "Register" });
    expect(register).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Register" })).toContainElement(
      screen.getByRole("button", { name: "Create Account" }),
    );
    register.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByTestId("search")).toHaveTextContent("?tab=login");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("when the language is Japanese, then the tabs, forms and benefits are Japanese", async () => {
    i18n.addResourceBundle("ja", "auth", jaAuth);
    i18n.addResourceBundle("ja", "common", jaCommon);
    await act(() => i18n.changeLanguage("ja"));
    renderAt("/auth");
    expect(screen.getByRole("tab", { name: "ログイン" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "新規登録" })).toBeInTheDocument();
    expect(screen.getByLabelText("メールアドレス")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "サインイン" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "読む、ハイライトする、話し合う。" })).toBeInTheDocument();
    expect(screen.getByText("記事や PDF を一つの読書リストに保存")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Login|Register|Sign In|page\.|login\./);
  });
});
