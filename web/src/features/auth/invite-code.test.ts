import { beforeEach, describe, expect, it } from "vitest";
import { INVITE_CODE_PARAM as SERVER_PARAM } from "@shared";
import {
  forgetInviteCode,
  INVITE_CODE_KEY,
  INVITE_CODE_PARAM,
  pendingInviteCode,
  rememberInviteCode,
} from "./invite-code";

const CODE = "AbCdEfGhIjKlMnOpQrStUvWxYz012_-9";

beforeEach(() => localStorage.clear());

describe("the invitation link's code", () => {
  it("when the link's hash route carries it, then it is kept until forgotten", () => {
    rememberInviteCode(localStorage, `?tab=register&invite=${CODE}`, "");
    expect(pendingInviteCode(localStorage)).toBe(CODE);
    forgetInviteCode(localStorage);
    expect(pendingInviteCode(localStorage)).toBeUndefined();
  });

  it("when the page's search string carries it instead, then that one is kept", () => {
    rememberInviteCode(localStorage, "?tab=register", `?invite=${CODE}`);
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBe(CODE);
  });

  it("when the URL has none (a tab change rewrote it), then an earlier code stays", () => {
    rememberInviteCode(localStorage, `?invite=${CODE}`, "");
    rememberInviteCode(localStorage, "?tab=login", "");
    expect(pendingInviteCode(localStorage)).toBe(CODE);
  });

  it("when the value is far too long to be a code, then it is not kept", () => {
    rememberInviteCode(localStorage, `?invite=${"x".repeat(300)}`, "");
    expect(pendingInviteCode(localStorage)).toBeUndefined();
  });

  it("when the server names the link's parameter, then the web app reads the same one", () => {
    expect(INVITE_CODE_PARAM).toBe(SERVER_PARAM);
  });
});
