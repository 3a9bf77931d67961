// Friends in two browser contexts side by side: Ada finds Ben with the people search on the main
// view and adds him; Ben sees the request under Incoming Requests and accepts; both then list each other
// as friends, and Ben's profile says Friends. axe on each screen visited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newIdentity, screenshot, waitForToast, type TestPage } from "./support/browser";
import { openFresh } from "./support/session";
import { closeSideBySide, signUpSideBySide } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

let browser: Browser;
let ada: TestPage;
let ben: TestPage;
const adaIdentity = newIdentity("fr_a");
const benIdentity = newIdentity("fr_b");

beforeAll(async () => {
  browser = await launchBrowser();
  [ada, ben] = await signUpSideBySide(browser, [adaIdentity, benIdentity]);
});

afterAll(() => closeSideBySide(browser, [ada, ben]));

describe("a friend request, sent and accepted", () => {
  it("when Ada adds Ben and Ben accepts, then each lists the other as a friend", async () => {
    const { page: a } = ada;
    await openFresh(a, "/friends");
    await a.getByText("No friends yet").waitFor();
    await expectNoSeriousA11yViolations(a, "Friends, Main mode, no friends");

    // People search is on the main view, where a newcomer with no friends looks first.
    await a.getByLabel("Find users").fill(benIdentity.username.slice(0, 1));
    // One character searches nothing.
    await a.waitForTimeout(500);
    expect(await a.getByRole("region", { name: "Search Results" }).count()).toBe(0);
    await a.getByLabel("Find users").fill(benIdentity.username);
    await a.getByRole("button", { name: `Add ${benIdentity.username}` }).click();
    await waitForToast(a, "Friend request sent");
    await expectNoSeriousA11yViolations(a, "Friends, Main mode with results");
    await a.getByRole("button", { name: "Requests" }).click();
    const outgoing = a.getByRole("region", { name: "Outgoing Requests" });
    await outgoing.getByText(benIdentity.username).waitFor();
    await expectNoSeriousA11yViolations(a, "Friends, Requests mode");
    await screenshot(a, "friends-requests-sent");

    const { page: b } = ben;
    await openFresh(b, "/friends");
    await b.getByRole("button", { name: /Requests/ }).click();
    const incoming = b.getByRole("region", { name: "Incoming Requests" });
    await incoming.getByRole("button", { name: `Accept ${adaIdentity.username}` }).click();
    await waitForToast(b, "Friend request accepted");
    await b.getByRole("button", { name: "Main" }).click();
    await b.getByRole("list", { name: "Friends" }).getByText(adaIdentity.username).waitFor();
    await expectNoSeriousA11yViolations(b, "Friends, Main mode with a friend");

    await openFresh(a, "/friends");
    await a.getByRole("list", { name: "Friends" }).getByText(benIdentity.username).waitFor();

    // Ben's profile, from Ada's side, shows they are friends.
    await a.getByLabel("Find users").fill(benIdentity.username);
    await a
      .getByRole("region", { name: "Search Results" })
      .getByRole("link", { name: benIdentity.username })
      .click();
    const profile = a.getByRole("region", { name: `Profile of ${benIdentity.username}` });
    await profile.getByText("Friends").waitFor();
    // Within the profile: the 'First friend' achievement toast also says "1 friend".
    await profile.getByText("1 friend", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(a, "User profile");
    await screenshot(a, "friends-profile");
  });
});
