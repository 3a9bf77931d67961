// For the session flows' unit tests: fakes of the flows' collaborators (the Auth calls, the server
// calls, the provider's state), an identity and its record, and the toasts shown.
import { type Mock, vi } from "vitest";
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";
import { getToasts } from "@/components/ui/toast-store";
import type { AuthCalls, GoogleDeps, ServerCalls } from "./deps";
import { createFlowGuard } from "./flow-guard";

export const record: UserRecord = {
  id: "u1",
  firebaseUid: "u1",
  username: "ada",
  email: "ada@example.test",
  avatar: null,
  bio: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  isAdmin: false,
};

/** An identity as the SDK hands it over (only what the flows read). */
export function identity(overrides: Partial<User> = {}): User {
  const fields = {
    uid: "u1",
    email: "ada@example.test",
    emailVerified: false,
    displayName: "ada",
    photoURL: null,
  };
  return { ...fields, ...overrides } as User;
}

type Fakes<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? Mock<T[K]> : T[K] };

/** Auth calls that succeed with nothing to report until a test says otherwise. */
function fakeAuth(): Fakes<AuthCalls> {
  return {
    signIn: vi.fn<AuthCalls["signIn"]>().mockRejectedValue(new Error("no sign-in expected")),
    createAccount: vi.fn<AuthCalls["createAccount"]>().mockRejectedValue(new Error("no sign-up expected")),
    setDisplayName: vi.fn<AuthCalls["setDisplayName"]>().mockResolvedValue(undefined),
    deleteIdentity: vi.fn<AuthCalls["deleteIdentity"]>().mockResolvedValue(undefined),
    sendEmailVerification: vi.fn<AuthCalls["sendEmailVerification"]>().mockResolvedValue(undefined),
    sendPasswordReset: vi.fn<AuthCalls["sendPasswordReset"]>().mockResolvedValue(undefined),
    signOut: vi.fn<AuthCalls["signOut"]>().mockResolvedValue(undefined),
    startGoogleRedirect: vi.fn<AuthCalls["startGoogleRedirect"]>().mockResolvedValue(undefined),
    redirectResult: vi.fn<AuthCalls["redirectResult"]>().mockResolvedValue(null),
    restoredIdentity: vi.fn<AuthCalls["restoredIdentity"]>().mockResolvedValue(null),
    currentIdentity: vi.fn<AuthCalls["currentIdentity"]>().mockReturnValue(null),
  };
}

/** Server calls that fail until a test says otherwise. */
function fakeServer(): Fakes<ServerCalls> {
  const notFound = () => Promise.reject(new Error('404: {"error":"User not found"}'));
  return {
    syncUser: vi.fn<ServerCalls["syncUser"]>(notFound),
    getCurrentUser: vi.fn<ServerCalls["getCurrentUser"]>(notFound),
    fixCurrentUid: vi.fn<ServerCalls["fixCurrentUid"]>(notFound),
    getJob: vi.fn<ServerCalls["getJob"]>(notFound),
  };
}

/** The flows' collaborators, with a real guard; `session` is what `settle` last put in place. */
export function fakeDeps() {
  const session = { identity: null as User | null, user: null as UserRecord | null };
  const deps = {
    auth: fakeAuth(),
    server: fakeServer(),
    guard: createFlowGuard(),
    settle: vi.fn<GoogleDeps["settle"]>((identity, user) => {
      Object.assign(session, identity && user ? { identity, user } : { identity: null, user: null });
    }),
    showRepair: vi.fn<GoogleDeps["showRepair"]>(),
    setGooglePending: vi.fn<GoogleDeps["setGooglePending"]>(),
    replaceWith: vi.fn<GoogleDeps["replaceWith"]>(),
  };
  return { ...deps, session } satisfies GoogleDeps & { session: unknown };
}

/** The toasts on screen, newest first: "title | description". */
export function toastTexts(): string[] {
  return getToasts().map((item) => [item.title, item.description].filter(Boolean).join(" | "));
}
