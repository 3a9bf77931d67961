import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTwo() {
  render(
    <>
      <Tooltip content="Home tip">
        <button type="button">Home</button>
      </Tooltip>
      <Tooltip content="Friends tip">
        <button type="button">Friends</button>
      </Tooltip>
    </>,
  );
}

describe("tooltips", () => {
  it("when hovered, then the tooltip opens after 700 ms", () => {
    renderTwo();
    fireEvent.pointerEnter(screen.getByText("Home").parentElement!);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Home tip");
  });

  it("when another tooltip closed less than 300 ms ago, then the next opens at once; later it waits again", () => {
    renderTwo();
    const home = screen.getByText("Home").parentElement!;
    const friends = screen.getByText("Friends").parentElement!;
    fireEvent.pointerEnter(home);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.pointerLeave(home);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerEnter(friends);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Friends tip");

    fireEvent.pointerLeave(friends);
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerEnter(home);
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Home tip");
  });
});
