// The statistics module's public face: a reader's day, week, month, year and total, the
// platform's figures for admins, and the scheduled roll-up that computes them from the days the
// points ledger counts.
export { statisticsRouter } from "./statistics.routes";
export { heartbeat } from "./statistics.service";
export { statisticsOwnedData } from "./statistics.owned-data";
export {
  rollDays,
  rollUpStatistics,
  runRollUpShard,
  type RollUpReport,
  type RollUpShard,
} from "./roll-up.job";
