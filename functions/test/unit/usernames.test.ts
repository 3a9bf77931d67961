import { describe, expect, it } from "vitest";
import { usernameSchema } from "../../src/shared";
import { chosenUsername, derivedUsernameCandidates } from "../../src/modules/auth/usernames";

describe("usernames", () => {
  it("when a chosen username is valid, then it is kept as typed, trimmed", () => {
    expect(chosenUsername("  Ada_Lovelace ")).toBe("Ada_Lovelace");
    expect(chosenUsername("zoë.k-1")).toBe("zoë.k-1");
  });

  it("when a chosen username is short, empty or has spaces, then it is a 400 naming displayName", () => {
    for (const value of ["ab", "", "   ", null, undefined, "two words", "a/b"]) {
      expect(() => chosenUsername(value)).toThrowError(expect.objectContaining({ status: 400 }));
    }
    expect(() => chosenUsername("ab")).toThrow("displayName: Username must be at least 3 characters.");
  });

  it("when a name is derived from a Google profile, then every candidate is a valid username", () => {
    const cases: Array<[string | null, string]> = [
      ["Ada Lovelace", "ada@example.com"],
      ["李小龍", "bruce@example.com"],
      ["!!", "x@example.com"],
      [null, "a.very.long.local.part.that.goes.on.and.on@example.com"],
      ["  ", "@example.com"],
    ];
    for (const [name, email] of cases) {
      const candidates = derivedUsernameCandidates(name, email);
      expect(candidates).toHaveLength(6);
      for (const candidate of candidates)
        expect(usernameSchema.safeParse(candidate).success, candidate).toBe(true);
    }
    expect(derivedUsernameCandidates("Ada Lovelace", "x@y.z")[0]).toBe("Ada.Lovelace");
    expect(derivedUsernameCandidates(null, "ben@example.com")[0]).toBe("ben");
    expect(derivedUsernameCandidates("Al", "al@example.com")[0]).toBe("readeral");
  });
});
