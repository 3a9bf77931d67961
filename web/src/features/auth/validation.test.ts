import { describe, expect, it } from "vitest";
import { validateRegistration } from "./validation";

describe("registration validation", () => {
  it("when a field is empty, then 'Please fill in all fields'", () => {
    expect(validateRegistration({ username: "", email: "a@b.c", password: "secret1" })).toBe(
      "Please fill in all fields",
    );
    expect(validateRegistration({ username: "ada", email: " ", password: "secret1" })).toBe(
      "Please fill in all fields",
    );
    expect(validateRegistration({ username: "ada", email: "a@b.c", password: "" })).toBe(
      "Please fill in all fields",
    );
  });

  it("when the password is shorter than 6, then it says 6 characters are needed", () => {
    expect(validateRegistration({ username: "ada", email: "a@b.c", password: "12345" })).toBe(
      "Password must be at least 6 characters long",
    );
  });

  it("when the username breaks the server's rule, then its message", () => {
    expect(validateRegistration({ username: "ad", email: "a@b.c", password: "123456" })).toBe(
      "Username must be at least 3 characters.",
    );
    expect(validateRegistration({ username: "ada lovelace", email: "a@b.c", password: "123456" })).toBe(
      "Username may only contain letters, numbers, dots, underscores and hyphens.",
    );
  });

  it("when all is well, then no alert", () => {
    expect(validateRegistration({ username: "ada.l", email: "a@b.c", password: "123456" })).toBeNull();
  });
});
