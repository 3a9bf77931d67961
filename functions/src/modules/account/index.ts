// The account module's public face: a reader's whole account: exporting everything, deleting
// everything, and what they own, moved to a new uid or deleted with them (composed from each
// module's list in owned-data.ts).
export { accountRouter, exportRouter } from "./account.routes";
export { MOVE_STEPS, moveNextBatch, moveStageOf, type MoveCursor } from "./owned-data";
export { accountDeletionRunner } from "./deletion.job";
export { exportRunner } from "./export.job";
