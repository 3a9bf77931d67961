import { describe, expect, it } from "vitest";
import { validateFeedback, type FeedbackInput } from "./validation";

const valid: FeedbackInput = {
  type: "feedback",
  subject: "Dark mode",
  description: "The reading screen could use a sepia theme.",
  email: "",
};
const context = { appVersion: "0.1.0", page: "/home" };

describe("feedback validation", () => {
  it("when the limits are met exactly, then it is valid (5 and 100, 20 and 1000 are inclusive)", () => {
    for (const [subject, description] of [
      ["a".repeat(5), "b".repeat(20)],
      ["a".repeat(100), "b".repeat(1000)],
    ]) {
      expect(validateFeedback({ ...valid, subject: subject!, description: description! }, context)).toEqual({
        body: { ...valid, subject, description, appVersion: "0.1.0", page: "/home" },
      });
    }
  });

  it("when a field is one character outside its limit, then its own message is given", () => {
    expect(
      validateFeedback({ ...valid, subject: "a".repeat(4), description: "b".repeat(19) }, context).errors,
    ).toEqual({
      subject: "Subject must be at least 5 characters",
      description: "Description must be at least 20 characters",
    });
    expect(
      validateFeedback({ ...valid, subject: "a".repeat(101), description: "b".repeat(1001) }, context).errors,
    ).toEqual({
      subject: "Subject must be less than 100 characters",
      description: "Description must be less than 1000 characters",
    });
  });

  it("when the e-mail is not an address, then 'Invalid email address'; when it is blank, then none is needed", () => {
    expect(validateFeedback({ ...valid, email: "nobody" }, context).errors).toEqual({
      email: "Invalid email address",
    });
    expect(validateFeedback({ ...valid, email: "  " }, context).body?.email).toBe("");
  });

  it("when the form was not opened from another screen, then no page is sent", () => {
    expect(validateFeedback(valid, { appVersion: "0.1.0" }).body).not.toHaveProperty("page");
  });
});
