// The route guards while the session loads: public pages do not wait for the Auth SDK when nobody
// can be signed in; protected pages show the spinner and ask for the SDK at once.
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type * as FirebaseLoader from "@/lib/firebase-loader";

const loader = vi.hoisted(() => ({ loadFirebase: vi.fn() }));
vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseLoader>()),
  loadFirebase: loader.loadFirebase,
}));

import { SessionContext, type Session, type SessionStatus } from "@/lib/auth-context";
import { ProtectedRoute, PublicOnlyRoute } from "./route-guards";

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

function renderAt(path: string, status: SessionStatus) {
  loader.loadFirebase.mockReset();
  loader.loadFirebase.mockReturnValue(new Promise(() => undefined));
  return render(
    <SessionContext.Provider value={session(status)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/"
            element={
              <PublicOnlyRoute>
                <h1>Read together</h1>
              </PublicOnlyRoute>
            }
          />
          <Route
            path="/home"
            element={
              <ProtectedRoute>
                <h1>Home</h1>
              </ProtectedRoute>
            }
          />
          <Route path="/auth" element={<h1>Sign in</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe("a public page while the session loads", () => {
  it("when nobody can be signed in, then shows at once without loading the sign-in SDK", () => {
    renderAt("/", "loading");
    expect(screen.getByRole("heading", { name: "Read together" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    expect(loader.loadFirebase).not.toHaveBeenCalled();
  });

  it("when the browser holds a signed-in identity, then a spinner until the session says who", () => {
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", '{"uid":"u1"}');
    renderAt("/", "loading");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading", { name: "Read together" })).toBeNull();
  });

  it("when signed in, then goes on to /home", () => {
    renderAt("/", "signedIn");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  });
});

describe("a protected page while the session loads", () => {
  it("when nobody is known yet, then the spinner, and the sign-in SDK is asked for at once", () => {
    renderAt("/home", "loading");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your session");
    expect(loader.loadFirebase).toHaveBeenCalled();
  });

  it("when signed out, then /auth", () => {
    renderAt("/home", "signedOut");
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });
});
