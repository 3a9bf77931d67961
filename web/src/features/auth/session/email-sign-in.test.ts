import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts, retranslateToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import frAuth from "@/locales/fr/auth.json";
import { signInWithEmail } from "./email-sign-in";
import { fakeDeps, identity, record, toastTexts } from "./fakes";
import { FlowError } from "./feedback";
import { followIdentity } from "./identity-change";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const wrongPassword = Object.assign(new Error("Firebase: Error (auth/wrong-password)."), {
  code: "auth/wrong-password",
});

describe("sign-in with e-mail and password", () => {
  it("when the password is wrong, then 'Login failed' with its text, the same text in the error, and no server call", async () => {
    const deps = fakeDeps();
    deps.auth.signIn.mockRejectedValue(wrongPassword);
    const signingIn = signInWithEmail(deps, "ada@example.test", "nope-nope");
    await expect(signingIn).rejects.toEqual(new FlowError("Incorrect password. Please try again."));
    expect(toastTexts()).toEqual(["Login failed | Incorrect password. Please try again."]);
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.settle).not.toHaveBeenCalled();
  });

  it("when the identity has its record, then the session holds both and says 'Welcome back!'", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.signIn.mockResolvedValue(person);
    deps.server.getCurrentUser.mockResolvedValue(record);
    await signInWithEmail(deps, "ada@example.test", "secret1");
    expect(deps.auth.signIn).toHaveBeenCalledWith("ada@example.test", "secret1");
    expect(deps.session).toEqual({ identity: person, user: record });
    expect(toastTexts()).toEqual(["Welcome back!"]);
    // Worded again when the reader's own language loads after the greeting.
    i18n.addResourceBundle("fr", "auth", frAuth);
    await i18n.changeLanguage("fr");
    retranslateToasts();
    expect(toastTexts()).toEqual(["Bon retour parmi nous !"]);
    await i18n.changeLanguage("en");
  });

  it("when no record can be had, then the identity is signed out, the session ends and the error says 'Login Failed'", async () => {
    const deps = fakeDeps();
    deps.auth.signIn.mockResolvedValue(identity());
    deps.server.syncUser.mockRejectedValue(new Error('500: {"error":"Database unavailable"}'));
    await expect(signInWithEmail(deps, "ada@example.test", "secret1")).rejects.toEqual(
      new FlowError("Login Failed"),
    );
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
  });

  it("when the SDK tells its listener of the new identity before the sign-in returns, then only the sign-in fetches the record", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.getCurrentUser.mockResolvedValue(record);
    const heard: Promise<void>[] = [];
    deps.auth.signIn.mockImplementation(async () => {
      heard.push(followIdentity(deps, person));
      return person;
    });
    await signInWithEmail(deps, "ada@example.test", "secret1");
    await Promise.all(heard);
    expect(heard).toHaveLength(1);
    expect(deps.server.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(deps.settle).toHaveBeenCalledTimes(1);
  });

  it("when a sign-in has ended, failed or not, then the listener syncs identities again", async () => {
    const deps = fakeDeps();
    deps.auth.signIn.mockRejectedValue(wrongPassword);
    await signInWithEmail(deps, "ada@example.test", "nope-nope").catch(() => undefined);
    expect(deps.guard.maySync()).toBe(true);
    deps.auth.signIn.mockResolvedValue(identity());
    deps.server.getCurrentUser.mockResolvedValue(record);
    await signInWithEmail(deps, "ada@example.test", "secret1");
    expect(deps.guard.maySync()).toBe(true);
  });
});
