import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { checkedInToday } from "../check-in";
import { fakeDeps, identity, record, toastTexts } from "./fakes";
import { FlowError } from "./feedback";
import { followIdentity } from "./identity-change";
import { signUp, SignUpError } from "./sign-up";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const usernameTaken = new Error(
  '409: {"error":"taken","code":"USERNAME_TAKEN","detail":"duplicate username"}',
);
const takenText = "This username is already taken. Please try another username.";

describe("sign-up with e-mail and password", () => {
  it("when the identity cannot be created, then the error carries the reason and its field, and no toast repeats it", async () => {
    const deps = fakeDeps();
    deps.auth.createAccount.mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      }),
    );
    const text = "This email is already registered. Please use a different email or try logging in.";
    const failure = signUp(deps, "ada", "ada@example.test", "secret1");
    await expect(failure).rejects.toBeInstanceOf(FlowError);
    await expect(failure).rejects.toMatchObject({ message: text, field: "email" });
    expect(toastTexts()).toEqual([]);
    expect(deps.server.syncUser).not.toHaveBeenCalled();
  });

  it("when all goes well, then the identity gets the username, syncs as a new account, and the session holds it", async () => {
    const deps = fakeDeps();
    const person = identity({ displayName: null });
    deps.auth.createAccount.mockResolvedValue(person);
    deps.server.syncUser.mockResolvedValue(record);
    await signUp(deps, "ada", "ada@example.test", "secret1");
    expect(deps.auth.createAccount).toHaveBeenCalledWith("ada@example.test", "secret1");
    expect(deps.auth.setDisplayName).toHaveBeenCalledWith(person, "ada");
    expect(deps.server.syncUser).toHaveBeenCalledWith(
      expect.objectContaining({ email: "ada@example.test", displayName: "ada", isNewAccount: true }),
    );
    expect(checkedInToday("u1")).toBe(true);
    expect(deps.session).toEqual({ identity: person, user: record });
    expect(toastTexts()).toEqual(["Account created | You've successfully signed up!"]);
  });

  it("when the listener hears of the identity before it has its name and record, then it does not sync the half-created account", async () => {
    const deps = fakeDeps();
    const person = identity({ displayName: null });
    deps.auth.currentIdentity.mockReturnValue(person);
    const heard: Promise<void>[] = [];
    deps.auth.createAccount.mockImplementation(async () => {
      heard.push(followIdentity(deps, person));
      return person;
    });
    deps.auth.setDisplayName.mockImplementation(async () => {
      heard.push(followIdentity(deps, person));
    });
    deps.server.syncUser.mockResolvedValue(record);
    await signUp(deps, "ada", "ada@example.test", "secret1");
    await Promise.all(heard);
    expect(heard).toHaveLength(2);
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.server.syncUser).toHaveBeenCalledTimes(1);
    expect(deps.server.syncUser).toHaveBeenCalledWith(
      expect.objectContaining({ displayName: "ada", isNewAccount: true }),
    );
  });

  it("when the sync fails, then the identity is deleted, the session ends, and the error alone gives the reason and its field", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.createAccount.mockResolvedValue(person);
    deps.server.syncUser.mockRejectedValue(usernameTaken);
    const failure = signUp(deps, "ada", "ada@example.test", "secret1");
    await expect(failure).rejects.toBeInstanceOf(SignUpError);
    await expect(failure).rejects.toMatchObject({ message: takenText, field: "username" });
    expect(deps.auth.deleteIdentity).toHaveBeenCalledWith(person);
    expect(deps.auth.signOut).not.toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
    expect(toastTexts()).toEqual([]);
  });

  it("when the username cannot be set, then the identity is deleted just the same", async () => {
    const deps = fakeDeps();
    deps.auth.createAccount.mockResolvedValue(identity());
    deps.auth.setDisplayName.mockRejectedValue(new Error("network"));
    await expect(signUp(deps, "ada", "ada@example.test", "secret1")).rejects.toBeInstanceOf(FlowError);
    expect(deps.server.syncUser).not.toHaveBeenCalled();
    expect(deps.auth.deleteIdentity).toHaveBeenCalled();
  });

  it("when the identity cannot be deleted, then it is signed out instead", async () => {
    const deps = fakeDeps();
    deps.auth.createAccount.mockResolvedValue(identity());
    deps.server.syncUser.mockRejectedValue(usernameTaken);
    deps.auth.deleteIdentity.mockRejectedValue(new Error("requires-recent-login"));
    await expect(signUp(deps, "ada", "ada@example.test", "secret1")).rejects.toBeInstanceOf(FlowError);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
  });

  it("when the deletion is reported to the listener, then that ends the session (no sign-out is under way)", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.createAccount.mockResolvedValue(person);
    deps.server.syncUser.mockRejectedValue(usernameTaken);
    deps.auth.deleteIdentity.mockImplementation(() => followIdentity(deps, null));
    await signUp(deps, "ada", "ada@example.test", "secret1").catch(() => undefined);
    expect(deps.settle.mock.calls).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(deps.guard.maySync()).toBe(true);
  });
});
