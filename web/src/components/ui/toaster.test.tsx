import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import frAuth from "@/locales/fr/auth.json";
import { Toaster } from "./toaster";
import { getToasts, resetToasts, toast } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("when the sign-in greeting shows and the reader's language then loads, then it reads in that language", async () => {
    i18n.addResourceBundle("fr", "auth", frAuth);
    render(<Toaster />);
    act(() => void toast({ title: () => i18n.t("auth:toasts.welcomeBack") }));
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("fr"));
    expect(screen.getByText("Bon retour parmi nous !")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
  });

  it("when six toasts are raised, then only the newest five show", () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 6; index += 1) toast({ title: `Toast ${index}` });
    });
    expect(screen.getAllByRole("status")).toHaveLength(5);
    expect(screen.queryByText("Toast 1")).toBeNull();
    expect(screen.getByText("Toast 6")).toBeInTheDocument();
  });

  it("when 5000 ms pass, then the toast closes, and 10000 ms later it is removed", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Saved" }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(9999));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts()).toHaveLength(0);
  });

  it("when the close button is pressed, then the toast closes", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Bye", variant: "destructive" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Bye")).toBeNull();
  });

  it("when swiped right by more than 50 px, then it closes; by 50 px or less, it stays", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Swipe me" }));
    const item = screen.getByRole("status");
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 150 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.getByText("Swipe me")).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 151 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText("Swipe me")).toBeNull();
  });

  it("when F8 is pressed, then the viewport takes the focus", () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: "F8" });
    expect(screen.getByTestId("toast-viewport")).toHaveFocus();
  });

  it("when toasts show, then the viewport is a list of list items, each with its live region (axe list, listitem)", async () => {
    vi.useRealTimers(); // axe schedules its work with timers
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
      toast({ title: "Failed", description: "Try again", variant: "destructive" });
    });
    const viewport = screen.getByTestId("toast-viewport");
    const results = await axe.run(viewport, { runOnly: { type: "rule", values: ["list", "listitem"] } });
    expect(results.violations).toEqual([]);
    expect(Array.from(viewport.children).map((child) => child.tagName)).toEqual(["LI", "LI"]);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "FailedTry again",
      "Saved",
    ]);
  });

  it("when rendered, then the viewport is at most 420 px wide on medium screens", () => {
    render(<Toaster />);
    expect(screen.getByTestId("toast-viewport").className).toContain("md:max-w-[420px]");
  });
});
