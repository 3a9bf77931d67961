import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { checkedInToday } from "../check-in";
import { fakeDeps, identity, record, toastTexts } from "./fakes";
import { ensureServerUser } from "./server-user";

const linkedToOtherUid = new Error(
  '409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}',
);

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

describe("the server record of a signed-in identity", () => {
  it("when the record exists, then it is the one, and nothing is synced", async () => {
    const deps = fakeDeps();
    deps.server.getCurrentUser.mockResolvedValue(record);
    await expect(ensureServerUser(deps, identity())).resolves.toBe(record);
    expect(deps.server.syncUser).not.toHaveBeenCalled();
  });

  it("when the fetch fails, then the identity syncs as an existing account, which also counts today's check-in", async () => {
    const deps = fakeDeps();
    localStorage.setItem("spurq.inviteCode", "AbCdEfGhIjKlMnOpQrStUvWxYz012_-9");
    deps.server.syncUser.mockResolvedValue(record);
    await expect(ensureServerUser(deps, identity())).resolves.toBe(record);
    expect(deps.server.syncUser).toHaveBeenCalledWith({
      email: "ada@example.test",
      displayName: "ada",
      photoURL: null,
      isNewAccount: false,
      inviteCode: "AbCdEfGhIjKlMnOpQrStUvWxYz012_-9",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: "english",
    });
    expect(localStorage.getItem("spurq.inviteCode")).toBeNull();
    expect(checkedInToday("u1")).toBe(true);
  });

  it("when the verified e-mail differs from the record's, then a sync makes the record follow it", async () => {
    const deps = fakeDeps();
    const moved = { ...record, email: "lovelace@example.test" };
    deps.server.getCurrentUser.mockResolvedValue(record);
    deps.server.syncUser.mockResolvedValue(moved);
    const changed = identity({ email: "Lovelace@example.test", emailVerified: true });
    await expect(ensureServerUser(deps, changed)).resolves.toBe(moved);
    expect(deps.server.syncUser).toHaveBeenCalledWith(
      expect.objectContaining({ email: "Lovelace@example.test", isNewAccount: false }),
    );
  });

  it("when that sync fails, then the record stays as it was", async () => {
    const deps = fakeDeps();
    deps.server.getCurrentUser.mockResolvedValue(record);
    const changed = identity({ email: "lovelace@example.test", emailVerified: true });
    await expect(ensureServerUser(deps, changed)).resolves.toBe(record);
    expect(toastTexts()).toEqual([]);
  });

  it("when the e-mails differ only in case, or the new one is not verified, then nothing is synced", async () => {
    const deps = fakeDeps();
    deps.server.getCurrentUser.mockResolvedValue(record);
    await ensureServerUser(deps, identity({ email: "ADA@example.test", emailVerified: true }));
    await ensureServerUser(deps, identity({ email: "other@example.test", emailVerified: false }));
    expect(deps.server.syncUser).not.toHaveBeenCalled();
  });

  it("when the sync fails otherwise, then 'Login Failed' with the server's text, and no record", async () => {
    const deps = fakeDeps();
    deps.server.syncUser.mockRejectedValue(new Error('500: {"error":"Database unavailable"}'));
    await expect(ensureServerUser(deps, identity())).resolves.toBeNull();
    expect(toastTexts()).toEqual(["Login Failed | Database unavailable"]);
    expect(deps.server.fixCurrentUid).not.toHaveBeenCalled();
  });

  describe("when the sync says the e-mail belongs to an older uid", () => {
    it("then the record moves to the new uid, with 'Account Recovered'", async () => {
      const deps = fakeDeps();
      const moved = { ...record, firebaseUid: "new-uid" };
      deps.server.syncUser.mockRejectedValue(linkedToOtherUid);
      deps.server.fixCurrentUid.mockResolvedValue(moved);
      await expect(ensureServerUser(deps, identity({ uid: "new-uid" }))).resolves.toBe(moved);
      expect(deps.server.fixCurrentUid).toHaveBeenCalledWith({
        email: "ada@example.test",
        newFirebaseUid: "new-uid",
      });
      expect(toastTexts()).toEqual(["Account Recovered"]);
    });

    it("and the repair fails, then 'Account Error', and no record", async () => {
      const deps = fakeDeps();
      deps.server.syncUser.mockRejectedValue(linkedToOtherUid);
      deps.server.fixCurrentUid.mockRejectedValue(new Error('409: {"error":"active"}'));
      await expect(ensureServerUser(deps, identity())).resolves.toBeNull();
      expect(toastTexts()).toEqual([
        "Account Error | There was an issue syncing your account. Please contact support.",
      ]);
    });

    it("and the e-mail is not verified, then the verification e-mail goes out and a 15 s toast says what to do", async () => {
      const deps = fakeDeps();
      const person = identity({ uid: "new-uid" });
      deps.server.syncUser.mockRejectedValue(linkedToOtherUid);
      deps.server.fixCurrentUid.mockRejectedValue(
        new Error('403: {"error":"Please verify your e-mail address","code":"EMAIL_NOT_VERIFIED"}'),
      );
      await expect(ensureServerUser(deps, person)).resolves.toBeNull();
      expect(deps.auth.sendEmailVerification).toHaveBeenCalledWith(person);
      expect(toastTexts()).toEqual([
        "Please verify your email | We sent a link to ada@example.test. Open it, then sign in again to recover your account.",
      ]);
      expect(deps.auth.signOut).not.toHaveBeenCalled();
    });

    it("and the verification e-mail cannot be sent, then says so in plain words", async () => {
      const deps = fakeDeps();
      deps.server.syncUser.mockRejectedValue(linkedToOtherUid);
      deps.server.fixCurrentUid.mockRejectedValue(
        new Error('403: {"error":"x","code":"EMAIL_NOT_VERIFIED"}'),
      );
      deps.auth.sendEmailVerification.mockRejectedValue(new Error("auth/too-many-requests"));
      await expect(ensureServerUser(deps, identity())).resolves.toBeNull();
      expect(toastTexts()).toEqual([
        "Please verify your email | We could not send the verification email just now. Please sign in again later to get a new one.",
      ]);
    });
  });
});
