import { describe, expect, it } from "vitest";
import { SIGN_UP_CONFLICT_MESSAGES } from "@shared";
import { i18n } from "@/lib/i18n";

import {
  SIGN_UP_CONFLICT_KEYS,
  loginErrorMessage,
  needsUidRepair,
  registrationErrorMessage,
  serverErrorText,
  signUpSyncErrorMessage,
} from "./errors";

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });
const apiError = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);

describe("sign-in error texts", () => {
  it.each([
    ["auth/invalid-credential", "Invalid email or password. Please try again."],
    ["auth/user-disabled", "This account has been disabled. Please contact support."],
    ["auth/user-not-found", "No account found with this email. Please check your email or register."],
    ["auth/wrong-password", "Incorrect password. Please try again."],
    ["auth/too-many-requests", "Too many failed login attempts. Please try again later."],
  ])("when the provider says %s, then the toast reads %j", (code, text) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(text);
  });

  it("when another error has a message, then shows it; else the default text", () => {
    expect(loginErrorMessage(firebaseError("auth/network-request-failed", "Network down"))).toBe(
      "Network down",
    );
    expect(loginErrorMessage({})).toBe("Login failed. Please check your email and password.");
  });
});

describe("registration alerts", () => {
  it.each([
    [
      "auth/email-already-in-use",
      "This email is already registered. Please use a different email or try logging in.",
    ],
    ["auth/invalid-email", "Please enter a valid email address."],
    ["auth/weak-password", "Your password is too weak. Please use a stronger password."],
  ])("when the provider says %s, then the alert reads %j", (code, text) => {
    expect(registrationErrorMessage(firebaseError(code))).toBe(text);
  });

  it("when another error has no message, then the default text", () => {
    expect(registrationErrorMessage({ code: "auth/other" })).toBe("Registration failed. Please try again.");
  });
});

describe("sign-up sync failures ('Account Creation Issue')", () => {
  it("when the server says the username is taken, then the duplicate-username text", () => {
    const error = apiError(409, { error: "whatever", code: "USERNAME_TAKEN", detail: "duplicate username" });
    expect(signUpSyncErrorMessage(error)).toBe(
      "This username is already taken. Please try another username.",
    );
  });

  it("when the server says the e-mail is taken or linked elsewhere, then the duplicate-e-mail text", () => {
    const text =
      "This email is already associated with an account. Please use another email or try logging in.";
    expect(signUpSyncErrorMessage(apiError(409, { error: "x", code: "EMAIL_TAKEN" }))).toBe(text);
    expect(
      signUpSyncErrorMessage(
        apiError(409, { error: "x", code: "EMAIL_LINKED_TO_OTHER_UID", detail: "Key (firebase_uid): other" }),
      ),
    ).toBe(text);
  });

  it("when the server gives another error, then its error text; with none, the default", () => {
    expect(
      signUpSyncErrorMessage(apiError(400, { error: "displayName: too long", field: "displayName" })),
    ).toBe("displayName: too long");
    expect(signUpSyncErrorMessage(apiError(500, "Internal Server Error"))).toBe(
      "Failed to sync user with database.",
    );
  });

  it("when the error is not from the server, then its own message", () => {
    expect(serverErrorText(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
});

describe("the uid repair trigger", () => {
  it("when the detail mentions 'Key (firebase_uid)' or a foreign key, then repair", () => {
    expect(needsUidRepair(apiError(409, { error: "x", detail: "Key (firebase_uid)=(abc) exists" }))).toBe(
      true,
    );
    expect(needsUidRepair(apiError(500, { error: "x", detail: "violates foreign key constraint" }))).toBe(
      true,
    );
    expect(needsUidRepair(apiError(409, { error: "x", code: "EMAIL_LINKED_TO_OTHER_UID" }))).toBe(true);
  });

  it("when the error is anything else, then no repair", () => {
    expect(needsUidRepair(apiError(409, { error: "x", code: "USERNAME_TAKEN" }))).toBe(false);
    expect(needsUidRepair(new Error("Failed to fetch"))).toBe(false);
  });
});

describe("the contract's conflict texts", () => {
  it("when shown in English, then they are the server's own words", () => {
    expect(i18n.t(SIGN_UP_CONFLICT_KEYS.usernameTaken)).toBe(SIGN_UP_CONFLICT_MESSAGES.usernameTaken);
    expect(i18n.t(SIGN_UP_CONFLICT_KEYS.emailTaken)).toBe(SIGN_UP_CONFLICT_MESSAGES.emailTaken);
  });
});
