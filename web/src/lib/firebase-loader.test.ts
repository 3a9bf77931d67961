// Loading the Auth SDK opens the connection to its server at once, one time only.
import { describe, expect, it, vi } from "vitest";

vi.mock("./firebase", () => ({ auth: { currentUser: null } }));

import { AUTH_EMULATOR_URL } from "@/config/env";
import { loadFirebase } from "./firebase-loader";

describe("loadFirebase", () => {
  it("when the SDK starts loading, then one anonymous preconnect to the Auth server is in the head", async () => {
    const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(preconnects()).toEqual([]);
    await Promise.all([loadFirebase(), loadFirebase()]);
    expect(preconnects().map((link) => [new URL(link.href).origin, link.crossOrigin])).toEqual([
      [new URL(AUTH_EMULATOR_URL).origin, "anonymous"],
    ]);
  });
});
