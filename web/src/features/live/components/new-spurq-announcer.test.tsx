// A new spurq is said politely to a screen reader: the live region is there from the start, gets a
// sentence when the unread count rises (in each of the six languages), a fresh one for each
// arrival, and nothing when the count first becomes known or falls.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import deCommon from "@/locales/de/common.json";
import esCommon from "@/locales/es/common.json";
import frCommon from "@/locales/fr/common.json";
import jaCommon from "@/locales/ja/common.json";
import zhCommon from "@/locales/zh/common.json";
import { NewSpurqAnnouncer } from "./new-spurq-announcer";

beforeAll(() => {
  for (const [language, bundle] of Object.entries({
    de: deCommon,
    es: esCommon,
    fr: frCommon,
    ja: jaCommon,
    zh: zhCommon,
  })) {
    i18n.addResourceBundle(language, "common", bundle);
  }
});

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

const region = () => screen.getByTestId("new-spurq-announcer");

describe("the new-spurq live region", () => {
  it("when the shell first renders, then the polite region is already there and silent", () => {
    render(<NewSpurqAnnouncer unreadCount={undefined} />);
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(region()).toBeEmptyDOMElement();
  });

  it("when the count becomes known, then nothing is said; when it rises by one, then the arrival is", () => {
    const { rerender } = render(<NewSpurqAnnouncer unreadCount={undefined} />);
    rerender(<NewSpurqAnnouncer unreadCount={2} />);
    expect(region()).toBeEmptyDOMElement();
    rerender(<NewSpurqAnnouncer unreadCount={3} />);
    expect(region()).toHaveTextContent("A new spurq has arrived");
  });

  it("when two arrive at once, then the sentence says two", () => {
    const { rerender } = render(<NewSpurqAnnouncer unreadCount={0} />);
    rerender(<NewSpurqAnnouncer unreadCount={2} />);
    expect(region()).toHaveTextContent("2 new spurqs have arrived");
  });

  it("when a second spurq arrives after the first, then the sentence is a new node, read again", () => {
    const { rerender } = render(<NewSpurqAnnouncer unreadCount={0} />);
    rerender(<NewSpurqAnnouncer unreadCount={1} />);
    const first = region().firstElementChild;
    rerender(<NewSpurqAnnouncer unreadCount={2} />);
    expect(region()).toHaveTextContent("A new spurq has arrived");
    expect(region().firstElementChild).not.toBe(first);
  });

  it("when the count falls, then nothing new is said", () => {
    const { rerender } = render(<NewSpurqAnnouncer unreadCount={3} />);
    rerender(<NewSpurqAnnouncer unreadCount={1} />);
    expect(region()).toBeEmptyDOMElement();
  });

  it.each([
    ["de", "Ein neuer Spurq ist angekommen", "2 neue Spurqs sind angekommen"],
    ["es", "Ha llegado un spurq nuevo", "Han llegado 2 spurqs nuevos"],
    ["fr", "Un nouveau spurq est arrivé", "2 nouveaux spurqs sont arrivés"],
    ["ja", "新しい spurq が 1 件届きました", "新しい spurq が 2 件届きました"],
    ["zh", "收到 1 条新 spurq", "收到 2 条新 spurq"],
  ])("when the interface is in %s, then the arrival is said in it", async (language, one, two) => {
    await act(() => i18n.changeLanguage(language));
    const { rerender } = render(<NewSpurqAnnouncer unreadCount={0} />);
    rerender(<NewSpurqAnnouncer unreadCount={1} />);
    expect(region()).toHaveTextContent(one);
    rerender(<NewSpurqAnnouncer unreadCount={3} />);
    expect(region()).toHaveTextContent(two);
  });
});
