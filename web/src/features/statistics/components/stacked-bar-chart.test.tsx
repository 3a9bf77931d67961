// The plain SVG chart: a round axis, stacked segments that add up, grouped bars that overlap in
// height, and the same figures in a table.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { niceMax, StackedBarChart, type ChartSeries } from "./stacked-bar-chart";

const SERIES: ReadonlyArray<ChartSeries<"a" | "b">> = [
  { key: "a", label: "Active", fill: "fill-a", swatch: "bg-a" },
  { key: "b", label: "New", fill: "fill-b", swatch: "bg-b" },
];
const rows = [
  { label: "Mon", values: { a: 6, b: 4 } },
  { label: "Tue", values: { a: 0, b: 0 } },
];

const heights = (bar: Element) =>
  Array.from(bar.querySelectorAll("rect[class]")).map((rect) => Number(rect.getAttribute("height")));

describe("the bar chart", () => {
  it("when the axis is scaled, then its top is 1, 2 or 5 times a power of ten at or above the highest bar", () => {
    expect([0, 1, 3, 10, 11, 40, 99, 101, 1234].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100, 200, 2000]);
  });

  it("when stacked, then a bar's segments add up to its total, on an axis up to 10", () => {
    render(<StackedBarChart title="Stacked" summary="s" series={SERIES} rows={rows} rowHeader="Day" />);
    const [monday, tuesday] = within(screen.getByRole("img", { name: "Stacked s" })).getAllByTestId(
      "chart-bar",
    );
    // Plot height 188 for 10: 6 → 112.8, 4 → 75.2.
    expect(heights(monday!).map((h) => Math.round(h * 10) / 10)).toEqual([112.8, 75.2]);
    expect(heights(tuesday!)).toEqual([]);
    // The second segment sits on the first.
    const [first, second] = Array.from(monday!.querySelectorAll("rect[class]"));
    expect(Number(second!.getAttribute("y")) + Number(second!.getAttribute("height"))).toBeCloseTo(
      Number(first!.getAttribute("y")),
    );
    expect(screen.getByText("10", { selector: "text" })).toBeInTheDocument();
  });

  it("when grouped, then the bars stand side by side, each to its own height, on an axis up to the highest", () => {
    render(
      <StackedBarChart title="Grouped" summary="g" series={SERIES} rows={rows} rowHeader="Day" grouped />,
    );
    const [monday] = within(screen.getByRole("img", { name: "Grouped g" })).getAllByTestId("chart-bar");
    // Axis up to niceMax(6) = 10 again; heights 6 and 4 of 10, not stacked.
    const rects = Array.from(monday!.querySelectorAll("rect[class]"));
    expect(rects.map((rect) => Math.round(Number(rect.getAttribute("height")) * 10) / 10)).toEqual([
      112.8, 75.2,
    ]);
    expect(Number(rects[1]!.getAttribute("x"))).toBeGreaterThan(Number(rects[0]!.getAttribute("x")));
    const bottom = (rect: Element) => Number(rect.getAttribute("y")) + Number(rect.getAttribute("height"));
    expect(bottom(rects[0]!)).toBeCloseTo(bottom(rects[1]!));
  });

  it("when read by a screen reader, then a table holds every figure", () => {
    render(<StackedBarChart title="Stacked" summary="s" series={SERIES} rows={rows} rowHeader="Day" />);
    const table = screen.getByRole("table", { name: "Stacked" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DayActiveNew", "Mon64", "Tue00"]);
  });
});
