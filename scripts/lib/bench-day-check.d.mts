// Types for bench-day-check.mjs, imported by its unit test.
export interface DayFigures {
  scenarios?: Record<string, { perReaderDay?: Record<string, number> }>;
}
export const CHECK_MARGIN: number;
export const CHECKED_COUNTS: string[];
export function compareDayFigures(recorded: DayFigures, current: DayFigures, margin?: number): string[];
