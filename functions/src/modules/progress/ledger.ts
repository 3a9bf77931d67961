// The activity ledger: every action that earns points appends one entry and updates the user's
// running totals and their day IN THE SAME TRANSACTION as the action itself, so points never drift
// from what happened and no at-least-once trigger sits in between.
//
//   progress/{uid}                     the running totals (ProgressDoc): one read per action
//   users/{uid}/activity/{id}          append-only ledger entries (ActivityDoc)
//   users/{uid}/days/{YYYY-MM-DD}      the day's eight counts, in the user's time zone (DayDoc);
//                                      every write of them also marks the day for the statistics
//                                      roll-up (`pendingRoll`), which reads the marked days
//
// An action costs three writes beyond its own: the entry, the totals and the day. Achievements,
// streak, expertise and the last 14 days of points live on the totals document, so unlocking an
// achievement costs nothing more.
//
// Usage, inside an action's transaction (all reads come before all writes in Firestore):
//   const ledger = await Ledger.open(tx, uid);        // with the action's other reads
//   ... the action's writes ...
//   ledger.record(uid, { type: "highlight_created", articleId, context: article.title });
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  ACHIEVEMENT_TYPES,
  ACTIONS,
  DEFAULT_TIME_ZONE,
  NO_STREAK,
  POINT_CATEGORIES,
  achievementKey,
  dayKey,
  extendStreak,
  pruneRecentDays,
  thresholdsCrossed,
  weekKey,
  type AchievementType,
  type ActionType,
  type PointCategory,
  type StatCount,
  type StreakState,
} from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { userDocument } from "../../lib/user-document";

export const PROGRESS = "progress";
export const ACTIVITY = "activity";
export const DAYS = "days";

export type CountedType = Exclude<AchievementType, "streak">;

export interface UnlockedAchievement {
  /** Increases with each unlock for this user (achievementSeq). */
  id: number;
  type: AchievementType;
  threshold: number;
  unlockedAt: Timestamp;
  isNew: boolean;
}

export interface ProgressDoc {
  uid: string;
  /** IANA name from the web app's sync; decides which day an action counts for. */
  timeZone: string;
  totalPoints: number;
  categoryPoints: Record<PointCategory, number>;
  /** Current counts towards achievements (undoing an action lowers them; achievements stay). */
  counts: Record<CountedType, number>;
  streak: StreakState;
  /** The day whose first sign-in was counted (daily_sign_in counts once a day). */
  lastSignInDay: string | null;
  /** Points per day of the last 14 days (weekly growth, the activity log). */
  recentDays: Record<string, number>;
  /** The user's current week (Monday, their time zone): points and actions, for top contributors. */
  week: { key: string; points: number; contributions: number };
  /** Unlocked achievements by key ("highlight-10"). */
  achievements: Record<string, UnlockedAchievement>;
  achievementSeq: number;
  /** The id of the last milestone the milestone dialog showed. */
  milestoneShownId: number;
  /** Points earned on the user's own articles, per tag id of those articles (expertise). */
  expertise: Record<string, number>;
  /** The minute (ms since epoch / 60 000) of the last heartbeat counted as time spent. */
  lastHeartbeatMinute?: number;
  /** Written by the ranking job only: the total it last counted in the points distribution. */
  rankedPoints?: number | null;
  /**
   * The total differs from what the ranking job last counted: set by every write of the totals
   * that leaves them so, in that same write; removed only by the ranking job, in the write that
   * records what it counted (see modules/progress/ranking.job.ts).
   */
  pendingRank?: true;
  createdAt: Timestamp;
  /** The action time of the last change (the injectable clock). */
  updatedAt: Timestamp;
}

/** The field that marks a user's totals for the ranking job (ProgressDoc.pendingRank). */
export const PENDING_RANK = "pendingRank";

/** True when the user's total is not yet counted in the points distribution as it is now. */
export const needsRanking = (progress: Partial<ProgressDoc> | undefined): boolean =>
  progress !== undefined && (progress.rankedPoints ?? null) !== (progress.totalPoints ?? 0);

export interface ActivityDoc {
  type: ActionType;
  /** Negative when an action is undone. */
  points: number;
  category: PointCategory;
  at: Timestamp;
  /** The user's day the entry counts for (an undo counts for the original action's day). */
  day: string;
  articleId: string | null;
  personId: string | null;
  /** What the activity log shows beside it: an article's title, a friend's username. */
  context: string | null;
  undo: boolean;
}

export type DayDoc = { uid: string; day: string; updatedAt: Timestamp } & Partial<
  Record<StatCount, number>
> & {
    /** Chat messages sent (platform statistics only; they earn no points). */
    messagesCount?: number;
    /** What the roll-up job last counted of this day (its idempotence record). */
    rolled?: Partial<Record<StatCount | "messagesCount", number>>;
    /**
     * The day has changed since the roll-up last took it: set by every write of its figures, in
     * that same write; removed only by the roll-up, in the write that records what it took.
     */
    pendingRoll?: true;
  };

/** The field that marks a day for the statistics roll-up (DayDoc.pendingRoll). */
export const PENDING_ROLL = "pendingRoll";

/**
 * What every write of a day's figures sets besides them: who and which day, when (the server's
 * time, for the statistics screen), and the roll-up's marker. The marker is written in the same
 * write as the figures, so no change of a day can commit without it; see the roll-up job
 * (modules/statistics/roll-up.job.ts) for why the roll-up reads markers rather than times.
 */
const dayChange = (uid: string, day: string) => ({
  uid,
  day,
  updatedAt: FieldValue.serverTimestamp(),
  [PENDING_ROLL]: true,
});

export const progressRef = (uid: string) =>
  db().collection(PROGRESS).doc(uid) as DocumentReference<ProgressDoc>;
export const activityIn = (uid: string) => userDocument(uid).collection(ACTIVITY);
export const dayRef = (uid: string, day: string) =>
  userDocument(uid).collection(DAYS).doc(day) as DocumentReference<DayDoc>;

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** A user's totals before their first action. */
export function emptyProgress(uid: string, at: Date = now()): ProgressDoc {
  const stamp = Timestamp.fromDate(at);
  return {
    uid,
    timeZone: DEFAULT_TIME_ZONE,
    totalPoints: 0,
    categoryPoints: zeroes(POINT_CATEGORIES),
    counts: zeroes(ACHIEVEMENT_TYPES.filter((t): t is CountedType => t !== "streak")),
    streak: NO_STREAK,
    lastSignInDay: null,
    recentDays: {},
    week: { key: weekKey(dayKey(at)), points: 0, contributions: 0 },
    achievements: {},
    achievementSeq: 0,
    milestoneShownId: 0,
    expertise: {},
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** A stored totals document with any field a later version added filled in. */
export function withDefaults(uid: string, stored: Partial<ProgressDoc> | undefined): ProgressDoc {
  const base = emptyProgress(uid);
  if (!stored) return base;
  return {
    ...base,
    ...stored,
    categoryPoints: { ...base.categoryPoints, ...stored.categoryPoints },
    counts: { ...base.counts, ...stored.counts },
  } as ProgressDoc;
}

export interface LedgerAction {
  type: ActionType;
  /** When it happened; the injectable clock by default. */
  at?: Date;
  articleId?: string | null;
  personId?: string | null;
  context?: string | null;
  /** Tag ids of the article when the actor owns it: its points count towards those expertise areas. */
  expertiseTagIds?: readonly string[];
}

export interface UndoAction extends LedgerAction {
  /** When the undone action happened: its points are taken back from that day. */
  originalAt: Date;
}

/**
 * One transaction's view of the users it records actions for. Open it with the transaction's
 * other reads; `record` and `undo` only write.
 */
export class Ledger {
  private constructor(
    private readonly tx: Transaction,
    private readonly states: Map<string, ProgressDoc>,
  ) {}

  /** Reads the totals of `uids` (one document each) in `tx`. */
  static async open(tx: Transaction, ...uids: string[]): Promise<Ledger> {
    const unique = [...new Set(uids)];
    const snaps = unique.length ? await tx.getAll(...unique.map(progressRef)) : [];
    return new Ledger(tx, new Map(snaps.map((snap) => [snap.id, withDefaults(snap.id, snap.data())])));
  }

  /** The totals as they stand in this transaction (after its own records). */
  progress(uid: string): ProgressDoc {
    const state = this.states.get(uid);
    if (!state) throw new Error(`Ledger was not opened for ${uid}`);
    return state;
  }

  /** The user's time zone as this transaction read it. */
  timeZone(uid: string): string {
    return this.progress(uid).timeZone;
  }

  /**
   * Records an action: the ledger entry, the totals (points, category, counts, streak, week,
   * achievements reached, expertise) and the day. Returns the points earned, or 0 when the
   * action is a daily one already counted today (then nothing is written).
   */
  record(uid: string, action: LedgerAction): number {
    const rule = ACTIONS[action.type];
    const at = action.at ?? now();
    const state = this.progress(uid);
    const day = dayKey(at, state.timeZone);
    if (action.type === "daily_sign_in") {
      if (state.lastSignInDay === day) return 0;
      state.lastSignInDay = day;
    }
    this.apply(uid, state, action, at, day, rule.points, 1);
    state.streak = extendStreak(state.streak, day);
    if (state.week.key === weekKey(day)) state.week.contributions += 1;
    this.unlock(state, "streak", state.streak.days - 1, state.streak.days, at);
    if ("counter" in rule) {
      const before = state.counts[rule.counter];
      state.counts[rule.counter] = before + 1;
      this.unlock(state, rule.counter, before, before + 1, at);
    }
    this.write(uid, state);
    return rule.points;
  }

  /** Sets the time zone later actions count their days in (the web app's sync sends it). */
  setTimeZone(uid: string, timeZone: string): void {
    const state = this.progress(uid);
    if (state.timeZone === timeZone) return;
    state.timeZone = timeZone;
    this.write(uid, state);
  }

  /**
   * Moves points into (positive) or out of (negative) expertise areas without a ledger entry:
   * tagging, untagging or deleting an article carries the points its owner earned on it
   * (articles/{id}.ownerPoints), so each area stays the sum over the articles that carry the tag.
   */
  moveExpertise(uid: string, tagIds: readonly string[], points: number): void {
    if (!points || !tagIds.length) return;
    const state = this.progress(uid);
    for (const tagId of tagIds) state.expertise[tagId] = Math.max(0, (state.expertise[tagId] ?? 0) + points);
    this.write(uid, state);
  }

  /** Forgets an expertise area whose tag was deleted. */
  dropExpertise(uid: string, tagId: string): void {
    const state = this.progress(uid);
    if (!(tagId in state.expertise)) return;
    delete state.expertise[tagId];
    this.write(uid, state);
  }

  /** Takes back an action's points and counts (deleting a highlight or a comment); achievements stay. */
  undo(uid: string, action: UndoAction): number {
    const rule = ACTIONS[action.type];
    const state = this.progress(uid);
    const day = dayKey(action.originalAt, state.timeZone);
    this.apply(uid, state, action, action.at ?? now(), day, -rule.points, -1);
    if ("counter" in rule) state.counts[rule.counter] = Math.max(0, state.counts[rule.counter] - 1);
    this.write(uid, state);
    return -rule.points;
  }

  private apply(
    uid: string,
    state: ProgressDoc,
    action: LedgerAction,
    at: Date,
    day: string,
    points: number,
    count: 1 | -1,
  ): void {
    const rule = ACTIONS[action.type];
    const today = dayKey(at, state.timeZone);
    state.totalPoints += points;
    state.categoryPoints[rule.category] += points;
    state.recentDays = pruneRecentDays(
      { ...state.recentDays, [day]: (state.recentDays[day] ?? 0) + points },
      today,
    );
    const thisWeek = weekKey(today);
    if (state.week.key !== thisWeek) state.week = { key: thisWeek, points: 0, contributions: 0 };
    if (weekKey(day) === thisWeek) state.week.points += points;
    for (const tagId of action.expertiseTagIds ?? []) {
      state.expertise[tagId] = Math.max(0, (state.expertise[tagId] ?? 0) + points);
    }
    const entry: ActivityDoc = {
      type: action.type,
      points,
      category: rule.category,
      at: Timestamp.fromDate(at),
      day,
      articleId: action.articleId ?? null,
      personId: action.personId ?? null,
      context: action.context ?? null,
      undo: count < 0,
    };
    this.tx.create(activityIn(uid).doc(), entry);
    this.tx.set(
      dayRef(uid, day),
      {
        ...dayChange(uid, day),
        [rule.stat]: FieldValue.increment(count),
        pointsEarned: FieldValue.increment(points),
      } as never,
      { merge: true },
    );
  }

  private unlock(state: ProgressDoc, type: AchievementType, before: number, after: number, at: Date): void {
    for (const threshold of thresholdsCrossed(type, before, after)) {
      const key = achievementKey(type, threshold);
      if (state.achievements[key]) continue;
      state.achievementSeq += 1;
      state.achievements[key] = {
        id: state.achievementSeq,
        type,
        threshold,
        unlockedAt: Timestamp.fromDate(at),
        isNew: true,
      };
    }
  }

  private write(uid: string, state: ProgressDoc): void {
    state.updatedAt = Timestamp.fromDate(now());
    // The whole document: the transaction read it, so this cannot lose a concurrent change. The
    // ranking job's marker goes in the same write as the total it is about.
    const written: ProgressDoc = { ...state };
    if (needsRanking(written)) written.pendingRank = true;
    else delete written.pendingRank;
    this.tx.set(progressRef(uid), written);
  }
}

/**
 * Counts a day figure that earns no points (a chat message for the platform statistics, a
 * minute of time spent) into the user's day, inside the caller's transaction or batch.
 */
export function countIntoDay(
  writer: Pick<Transaction, "set"> | Pick<WriteBatch, "set">,
  uid: string,
  day: string,
  field: "messagesCount" | "timeSpentMinutes",
  by = 1,
): void {
  (writer as Pick<Transaction, "set">).set(
    dayRef(uid, day),
    { ...dayChange(uid, day), [field]: FieldValue.increment(by) } as never,
    { merge: true },
  );
}
