// The progress module's public face: points, levels, achievements and milestones. Every action
// that earns points records them through a Ledger opened in the action's own transaction.
export * from "./progress.service";
export { progressOwnedData, personInLedgersData } from "./progress.owned-data";
export { progressRouter } from "./progress.routes";
export { rankPoints, runRankShard, type RankShard, type RankingReport } from "./ranking.job";
