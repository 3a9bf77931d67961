// How often a screen polls the API when its Firestore listener has failed (docs/decisions.md,
// Live updates): at the base interval while the answers change, then slower after each answer
// that changed nothing, up to a ceiling. A reader left on a quiet chat with a blocked listener
// would otherwise ask every few seconds for hours; a change (or the reader's own action, which
// refetches) brings the pace back to the base at once.

export interface PollBackoff {
  /** The first wait, and the wait after an answer that changed something. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
}

/** Each unchanged answer multiplies the wait by this. */
const GROWTH = 1.5;

/** The wait before the next poll, given the last wait (undefined before any) and whether the answer changed. */
export function nextPollDelay(backoff: PollBackoff, lastMs: number | undefined, changed: boolean): number {
  if (lastMs === undefined || changed) return backoff.baseMs;
  return Math.min(backoff.maxMs, Math.round(lastMs * GROWTH));
}

/** What of a React Query query the interval looks at. */
interface AnsweredQuery {
  state: { dataUpdatedAt: number; data: unknown };
}

/**
 * A React Query `refetchInterval` that backs off. React Query calls it on every change of the
 * query's state, several times a fetch; it counts an answer once, by the time it arrived, and
 * knows an unchanged answer by its data keeping its identity (structural sharing keeps the old
 * object when the new one is equal).
 */
export function backingOffInterval(backoff: PollBackoff): (query: AnsweredQuery) => number {
  let answeredAt: number | undefined;
  let data: unknown;
  let delay: number | undefined;
  return (query) => {
    const { dataUpdatedAt } = query.state;
    if (dataUpdatedAt !== answeredAt) {
      const changed = answeredAt === undefined || query.state.data !== data;
      delay = nextPollDelay(backoff, delay, changed);
      answeredAt = dataUpdatedAt;
      data = query.state.data;
    }
    return delay ?? backoff.baseMs;
  };
}
