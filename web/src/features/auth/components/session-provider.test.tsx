// The sign-in and sign-up flows through the real SessionProvider, with Firebase Auth and the API mocked.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const firebase = vi.hoisted(() => ({
  listener: null as null | ((user: unknown) => void),
  auth: { currentUser: null as unknown, authStateReady: () => Promise.resolve() },
  createUserWithEmailAndPassword: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  signOut: vi.fn(),
  signInWithRedirect: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  sendEmailVerification: vi.fn(),
  getRedirectResult: vi.fn(),
}));
const api = vi.hoisted(() => ({
  syncUser: vi.fn(),
  getCurrentUser: vi.fn(),
  fixCurrentUid: vi.fn(),
  getJob: vi.fn(),
}));

// The provider gets the Auth functions from lib/firebase, which it loads on demand.
vi.mock("@/lib/firebase", () => ({
  auth: firebase.auth,
  browserPopupRedirectResolver: {},
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
  getAdditionalUserInfo: () => null,
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    firebase.listener = listener;
    listener(null);
    return () => undefined;
  },
  createUserWithEmailAndPassword: firebase.createUserWithEmailAndPassword,
  signInWithEmailAndPassword: firebase.signInWithEmailAndPassword,
  updateProfile: firebase.updateProfile,
  signOut: firebase.signOut,
  signInWithRedirect: firebase.signInWithRedirect,
  sendPasswordResetEmail: firebase.sendPasswordResetEmail,
  sendEmailVerification: firebase.sendEmailVerification,
  getRedirectResult: firebase.getRedirectResult,
}));
vi.mock("../api/sync-user", () => ({ syncUser: api.syncUser }));
vi.mock("../api/get-current-user", () => ({ getCurrentUser: api.getCurrentUser }));
vi.mock("../api/fix-current-uid", () => ({ fixCurrentUid: api.fixCurrentUid }));
vi.mock("@/lib/jobs/job-api", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getJob: api.getJob,
}));

import { SessionProvider } from "./session-provider";
import { RegisterForm } from "./register-form";
import { checkedInToday } from "../check-in";
import { LoginForm } from "./login-form";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { ProtectedRoute } from "@/app/route-guards";
import { i18n } from "@/lib/i18n";
import jaAuth from "@/locales/ja/auth.json";
import jaCommon from "@/locales/ja/common.json";

const record = {
  id: "u1",
  firebaseUid: "u1",
  username: "ada",
  email: "ada@example.test",
  avatar: null,
  bio: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  isAdmin: false,
};

function Status() {
  return <p data-testid="status">{useSession().status}</p>;
}

function renderAuth(form: "register" | "login") {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/auth"]}>
        <SessionProvider>
          <Routes>
            <Route path="/auth" element={form === "register" ? <RegisterForm /> : <LoginForm />} />
            <Route path="/home" element={<p>home page</p>} />
          </Routes>
          <Status />
          <Toaster />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillRegistration(username: string, email: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

beforeEach(() => {
  resetToasts();
  for (const mock of [
    ...Object.values(api),
    firebase.createUserWithEmailAndPassword,
    firebase.signInWithEmailAndPassword,
    firebase.updateProfile,
    firebase.signOut,
    firebase.signInWithRedirect,
    firebase.sendPasswordResetEmail,
    firebase.sendEmailVerification,
  ]) {
    mock.mockReset();
  }
  firebase.signOut.mockResolvedValue(undefined);
  firebase.updateProfile.mockResolvedValue(undefined);
  firebase.auth.currentUser = null;
});
afterEach(() => {
  act(() => resetToasts());
});

describe("sign-up", () => {
  it("when a field is missing, then alerts 'Please fill in all fields' and creates nothing", async () => {
    renderAuth("register");
    await fillRegistration("ada", "", "secret1");
    // The form loads its rules on first focus (they stay out of the sign-in page's first bundle);
    // the first test to submit waits for that import, which a cold run transforms on the spot.
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Please fill in all fields",
    );
    expect(firebase.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("when the password is short, then alerts that it needs 6 characters", async () => {
    renderAuth("register");
    await fillRegistration("ada", "ada@example.test", "12345");
    // Beside the password field, whose description it becomes.
    await waitFor(() =>
      expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
        "Password must be at least 6 characters long",
      ),
    );
  });

  it("when all goes well, then sets the username, syncs as a new account and says 'Account created'", async () => {
    const identity = {
      uid: "u1",
      email: "ada@example.test",
      displayName: null,
      photoURL: null,
      delete: vi.fn(),
    };
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.syncUser.mockResolvedValue(record);
    renderAuth("register");
    await fillRegistration("ada", "ada@example.test", "secret1");
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(firebase.updateProfile).toHaveBeenCalledWith(identity, { displayName: "ada" });
    expect(api.syncUser).toHaveBeenCalledWith({
      email: "ada@example.test",
      displayName: "ada",
      photoURL: null,
      isNewAccount: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: "english",
    });
    // The sync reported today's sign-in: the shell's daily check-in will not repeat it.
    expect(checkedInToday("u1")).toBe(true);
    expect(screen.getByText("Account created")).toBeInTheDocument();
    expect(screen.getByText("You've successfully signed up!")).toBeInTheDocument();
  });

  it("when the visitor came through an invitation link, then the sign-up's sync carries its code, which is then forgotten", async () => {
    localStorage.setItem("spurq.inviteCode", "AbCdEfGhIjKlMnOpQrStUvWxYz012_-9");
    const identity = {
      uid: "u1",
      email: "ada@example.test",
      displayName: null,
      photoURL: null,
      delete: vi.fn(),
    };
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.syncUser.mockResolvedValue(record);
    renderAuth("register");
    await fillRegistration("ada", "ada@example.test", "secret1");
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(api.syncUser).toHaveBeenCalledWith({
      email: "ada@example.test",
      displayName: "ada",
      photoURL: null,
      isNewAccount: true,
      inviteCode: "AbCdEfGhIjKlMnOpQrStUvWxYz012_-9",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: "english",
    });
    expect(localStorage.getItem("spurq.inviteCode")).toBeNull();
  });

  it("when the sync says the username is taken, then deletes the new identity and says so once, by the username", async () => {
    const identity = {
      uid: "u2",
      email: "b@example.test",
      displayName: null,
      photoURL: null,
      delete: vi.fn(),
    };
    identity.delete.mockResolvedValue(undefined);
    firebase.createUserWithEmailAndPassword.mockImplementation(async () => {
      firebase.listener?.(identity);
      return { user: identity };
    });
    api.syncUser.mockRejectedValue(
      new Error('409: {"error":"taken","code":"USERNAME_TAKEN","detail":"duplicate username"}'),
    );
    renderAuth("register");
    await fillRegistration("ada", "b@example.test", "secret1");
    const text = "This username is already taken. Please try another username.";
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(text));
    expect(identity.delete).toHaveBeenCalled();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.queryByText("Account Creation Issue")).toBeNull();
    expect(screen.queryByText("Sign-up failed")).toBeNull();
    // The identity listener did not race the flow with a sync of its own.
    expect(api.getCurrentUser).not.toHaveBeenCalled();
    expect(screen.getByTestId("status")).toHaveTextContent("signedOut");
  });

  it("when the e-mail is already registered, then alerts so", async () => {
    firebase.createUserWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      }),
    );
    renderAuth("register");
    await fillRegistration("ada", "ada@example.test", "secret1");
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        "This email is already registered. Please use a different email or try logging in.",
      ),
    );
  });
});

describe("sign-in", () => {
  async function signIn(email: string, password: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), email);
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
  }

  it("when the password is wrong, then the 'Login failed' toast says the password is incorrect", async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/wrong-password)."), { code: "auth/wrong-password" }),
    );
    renderAuth("login");
    await signIn("ada@example.test", "nope-nope");
    await waitFor(() => expect(screen.getByText("Login failed")).toBeInTheDocument());
    expect(screen.getByText("Incorrect password. Please try again.")).toBeInTheDocument();
  });

  it("when the record's e-mail belongs to an older uid, then repairs it and says 'Account Recovered'", async () => {
    const identity = { uid: "new-uid", email: "ada@example.test", displayName: "Ada", photoURL: null };
    firebase.signInWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.getCurrentUser.mockRejectedValue(new Error('404: {"error":"User not found"}'));
    api.syncUser.mockRejectedValue(
      new Error('409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}'),
    );
    api.fixCurrentUid.mockResolvedValue({ ...record, firebaseUid: "new-uid" });
    renderAuth("login");
    await signIn("ada@example.test", "secret1");
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(api.fixCurrentUid).toHaveBeenCalledWith({ email: "ada@example.test", newFirebaseUid: "new-uid" });
    expect(screen.getByText("Account Recovered")).toBeInTheDocument();
  });

  it("when the repair answers with its job, then its progress shows, announced, until it ends signed in with 'Account Recovered'", async () => {
    const identity = { uid: "new-uid", email: "ada@example.test", displayName: "Ada", photoURL: null };
    firebase.signInWithEmailAndPassword.mockImplementation(() => {
      firebase.auth.currentUser = identity;
      return Promise.resolve({ user: identity });
    });
    api.getCurrentUser
      .mockRejectedValueOnce(new Error('404: {"error":"User not found"}'))
      .mockResolvedValue({ ...record, firebaseUid: "new-uid" });
    api.syncUser.mockRejectedValue(
      new Error('409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}'),
    );
    const job = {
      id: "accountRepair-new-uid",
      kind: "accountRepair",
      state: "running",
      stage: "articles",
      done: 10,
      total: 40,
      startedAt: "2026-12-07T10:00:00.000Z",
      updatedAt: "2026-12-07T10:00:00.000Z",
      error: null,
      result: null,
    };
    api.fixCurrentUid.mockResolvedValue(job);
    let finish: (() => void) | undefined;
    api.getJob.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ ...job, state: "done", stage: "account", done: 40 });
        }),
    );
    renderAuth("login");
    await signIn("ada@example.test", "secret1");

    expect(await screen.findByRole("heading", { name: "Recovering your account" })).toBeInTheDocument();
    const announced = screen.getAllByRole("status").map((region) => region.textContent);
    expect(announced).toContain("Recovering your account");
    const bar = await screen.findByRole("progressbar", { name: "Account recovery progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "10");
    expect(bar).toHaveAttribute("aria-valuemax", "40");
    expect(screen.getByText("Moving your articles…")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("status")).not.toHaveTextContent("signedIn");

    // The first poll, 2 s on, finds it done: the record is read and the session goes on.
    await waitFor(() => expect(api.getJob).toHaveBeenCalledWith("accountRepair-new-uid"), { timeout: 3000 });
    act(() => finish!());
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(screen.getByText("Account Recovered")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recovering your account" })).not.toBeInTheDocument();
  });

  it("when the repair fails too, then 'Account Error' and the identity is signed out", async () => {
    const identity = { uid: "new-uid", email: "ada@example.test", displayName: "Ada", photoURL: null };
    firebase.signInWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.getCurrentUser.mockRejectedValue(new Error('404: {"error":"User not found"}'));
    api.syncUser.mockRejectedValue(new Error('409: {"error":"x","detail":"Key (firebase_uid): other"}'));
    api.fixCurrentUid.mockRejectedValue(new Error('409: {"error":"active"}'));
    renderAuth("login");
    await signIn("ada@example.test", "secret1");
    await waitFor(() => expect(screen.getByText("Account Error")).toBeInTheDocument());
    expect(
      screen.getByText("There was an issue syncing your account. Please contact support."),
    ).toBeInTheDocument();
    expect(firebase.signOut).toHaveBeenCalled();
  });

  describe("when the repair is refused because the e-mail is not verified", () => {
    const identity = { uid: "new-uid", email: "ada@example.test", displayName: "Ada", photoURL: null };
    beforeEach(() => {
      firebase.signInWithEmailAndPassword.mockResolvedValue({ user: identity });
      api.getCurrentUser.mockRejectedValue(new Error('404: {"error":"User not found"}'));
      api.syncUser.mockRejectedValue(
        new Error(
          '409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}',
        ),
      );
      api.fixCurrentUid.mockRejectedValue(
        new Error('403: {"error":"Please verify your e-mail address","code":"EMAIL_NOT_VERIFIED"}'),
      );
    });

    it("then sends the verification e-mail, says to open it and sign in again, and signs out", async () => {
      firebase.sendEmailVerification.mockResolvedValue(undefined);
      renderAuth("login");
      await signIn("ada@example.test", "secret1");
      await waitFor(() => expect(screen.getByText("Please verify your email")).toBeInTheDocument());
      expect(firebase.sendEmailVerification).toHaveBeenCalledWith(identity);
      expect(
        screen.getByText(
          "We sent a link to ada@example.test. Open it, then sign in again to recover your account.",
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText("Account Error")).not.toBeInTheDocument();
      expect(firebase.signOut).toHaveBeenCalled();
      expect(screen.getByTestId("status")).toHaveTextContent("signedOut");
    });

    it("and the e-mail cannot be sent, then says so in plain words", async () => {
      firebase.sendEmailVerification.mockRejectedValue(new Error("auth/too-many-requests"));
      renderAuth("login");
      await signIn("ada@example.test", "secret1");
      await waitFor(() =>
        expect(
          screen.getByText(
            "We could not send the verification email just now. Please sign in again later to get a new one.",
          ),
        ).toBeInTheDocument(),
      );
      expect(firebase.signOut).toHaveBeenCalled();
    });
  });

  it("when 'Forgot password?' is pressed without an e-mail, then asks for one; with one, sends the reset", async () => {
    firebase.sendPasswordResetEmail.mockResolvedValue(undefined);
    renderAuth("login");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your email address");
    await user.type(screen.getByLabelText("Email"), "ada@example.test");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await waitFor(() => expect(screen.getByText("Password reset email sent")).toBeInTheDocument());
    expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), "ada@example.test");
  });

  it("when the Google redirect cannot start, then 'Google sign-in failed' and no markers remain", async () => {
    firebase.signInWithRedirect.mockRejectedValue(new Error("popup blocked"));
    renderAuth("login");
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(screen.getByText("Google sign-in failed")).toBeInTheDocument());
    expect(Object.keys(localStorage).filter((key) => key.startsWith("spurq.googleRedirect"))).toEqual([]);
  });
});

describe("once signed in", () => {
  /** Shows the session's username and offers the calls Settings makes. */
  function Probe() {
    const { user, refreshUser, logout } = useSession();
    return (
      <div>
        <p data-testid="username">{user?.username ?? "-"}</p>
        <button type="button" onClick={() => void refreshUser({ ...record, username: "ada_l" })}>
          rename
        </button>
        <button type="button" onClick={() => void refreshUser()}>
          refetch
        </button>
        <button type="button" onClick={() => void logout({ to: "/", quiet: true })}>
          leave
        </button>
      </div>
    );
  }

  async function signedIn() {
    firebase.signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: "u1", email: "ada@example.test", displayName: "ada", photoURL: null },
    });
    api.getCurrentUser.mockResolvedValue(record);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/auth"]}>
          <SessionProvider>
            <Routes>
              <Route path="/auth" element={<LoginForm />} />
              <Route path="/" element={<p>landing page</p>} />
              <Route
                path="/settings"
                element={
                  <ProtectedRoute>
                    <p>settings page</p>
                  </ProtectedRoute>
                }
              />
            </Routes>
            <Link to="/settings">open settings</Link>
            <Probe />
            <Status />
            <Toaster />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "ada@example.test");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    return user;
  }

  it("when Settings hands over a changed record, or asks for it to be fetched, then the session shows it", async () => {
    const user = await signedIn();
    expect(await screen.findByTestId("username")).toHaveTextContent("ada");
    await user.click(screen.getByRole("button", { name: "rename" }));
    expect(screen.getByTestId("username")).toHaveTextContent("ada_l");
    api.getCurrentUser.mockResolvedValue({ ...record, username: "ada_lovelace" });
    await user.click(screen.getByRole("button", { name: "refetch" }));
    await waitFor(() => expect(screen.getByTestId("username")).toHaveTextContent("ada_lovelace"));
  });

  it("when the sign-in account's verified e-mail changed (verify-before-update), then the sign-in syncs so the record follows", async () => {
    firebase.signInWithEmailAndPassword.mockResolvedValue({
      user: {
        uid: "u1",
        email: "Lovelace@example.test",
        emailVerified: true,
        displayName: "ada",
        photoURL: null,
      },
    });
    api.getCurrentUser.mockResolvedValue(record);
    api.syncUser.mockResolvedValue({ ...record, email: "Lovelace@example.test" });
    renderAuth("login");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "Lovelace@example.test");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(api.syncUser).toHaveBeenCalledWith(
      expect.objectContaining({ email: "Lovelace@example.test", isNewAccount: false }),
    );
  });

  it("when the e-mails differ only in case, or the new one is not verified, then no extra sync", async () => {
    for (const identity of [
      { email: "ADA@example.test", emailVerified: true },
      { email: "other@example.test", emailVerified: false },
    ]) {
      firebase.signInWithEmailAndPassword.mockResolvedValue({
        user: { uid: "u1", displayName: "ada", photoURL: null, ...identity },
      });
      api.getCurrentUser.mockResolvedValue(record);
      const { unmount } = renderAuth("login");
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Email"), identity.email);
      await user.type(screen.getByLabelText("Password"), "secret1");
      await user.click(screen.getByRole("button", { name: "Sign In" }));
      await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
      unmount();
    }
    expect(api.syncUser).not.toHaveBeenCalled();
  });

  it("when the session ends quietly towards the landing page (after a deletion), then it lands there with no 'Logged out' toast", async () => {
    const user = await signedIn();
    await user.click(screen.getByRole("link", { name: "open settings" }));
    expect(await screen.findByText("settings page")).toBeInTheDocument();
    // As the SDK does: signing out tells the identity listener at once.
    firebase.signOut.mockImplementation(async () => firebase.listener?.(null));
    await user.click(screen.getByRole("button", { name: "leave" }));
    expect(await screen.findByText("landing page")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(firebase.signOut).toHaveBeenCalled();
    expect(screen.getByTestId("status")).toHaveTextContent("signedOut");
    expect(screen.queryByText("Logged out")).toBeNull();
  });
});

describe("the interface language", () => {
  const identity = {
    uid: "u1",
    email: "ada@example.test",
    displayName: null,
    photoURL: null,
    delete: vi.fn(),
  };

  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the browser asks for Japanese, then a new account's sync says japanese", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ja-JP", "en-US"]);
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.syncUser.mockResolvedValue(record);
    renderAuth("register");
    await fillRegistration("ada", "ada@example.test", "secret1");
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(api.syncUser).toHaveBeenCalledWith(expect.objectContaining({ language: "japanese" }));
  });

  it("when the browser's languages are none of the six, then the sync says the interface's language", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["pt-BR"]);
    i18n.addResourceBundle("ja", "auth", jaAuth);
    i18n.addResourceBundle("ja", "common", jaCommon);
    await act(() => i18n.changeLanguage("ja"));
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user: identity });
    api.syncUser.mockResolvedValue(record);
    renderAuth("register");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("ユーザー名"), "ada");
    await user.type(screen.getByLabelText("メールアドレス"), "ada@example.test");
    await user.type(screen.getByLabelText("パスワード"), "secret1");
    await user.click(screen.getByRole("button", { name: "アカウントを作成" }));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("signedIn"));
    expect(api.syncUser).toHaveBeenCalledWith(expect.objectContaining({ language: "japanese" }));
    expect(screen.getByText("アカウントを作成しました")).toBeInTheDocument();
    expect(screen.getByText("登録が完了しました！")).toBeInTheDocument();
  });

  it("when in Japanese and the password is wrong, then the form and the toast speak Japanese", async () => {
    i18n.addResourceBundle("ja", "auth", jaAuth);
    i18n.addResourceBundle("ja", "common", jaCommon);
    await act(() => i18n.changeLanguage("ja"));
    firebase.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/wrong-password)."), { code: "auth/wrong-password" }),
    );
    renderAuth("login");
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "パスワードをお忘れですか？" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Google で続行" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("メールアドレス"), "ada@example.test");
    await user.type(screen.getByLabelText("パスワード"), "nope-nope");
    await user.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() => expect(screen.getByText("ログインに失敗しました")).toBeInTheDocument());
    expect(screen.getByText("パスワードが正しくありません。もう一度お試しください。")).toBeInTheDocument();
  });
});
