// The 404 page: it says 404 once, and leads a signed-in reader back into the app, a visitor to
// the landing page.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type * as FirebaseLoader from "@/lib/firebase-loader";

vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseLoader>()),
  loadFirebase: vi.fn(() => new Promise(() => undefined)),
}));

import { SessionContext, type Session, type SessionStatus } from "@/lib/auth-context";
import NotFound from "./not-found";

function session(status: SessionStatus): Session {
  const never = () => new Promise<void>(() => undefined);
  return {
    status,
    firebaseUser: null,
    user: null,
    googlePending: false,
    signIn: never,
    signUp: never,
    startGoogle: never,
    resetPassword: never,
    logout: never,
    refreshUser: never,
  };
}

function renderAs(status: SessionStatus) {
  return render(
    <SessionContext.Provider value={session(status)}>
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <NotFound />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe("the 404 page", () => {
  it("when shown, then '404' appears once, in its heading", () => {
    renderAs("signedOut");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 Page Not Found");
    expect(document.body.textContent?.match(/404/g)).toHaveLength(1);
  });

  it("when a reader is signed in, then 'Return to Home' leads to /home", () => {
    renderAs("signedIn");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/home");
    expect(screen.queryByRole("link", { name: "Go to the start page" })).toBeNull();
  });

  it("when a visitor is signed out, then the way back is the landing page", () => {
    renderAs("signedOut");
    expect(screen.getByRole("link", { name: "Go to the start page" })).toHaveAttribute("href", "/");
  });
});
