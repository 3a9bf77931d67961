// Runs a scheduled function of the Functions emulator now, as Cloud Scheduler would (the emulator
// loads scheduled functions but does not run them; see scripts/lib/local-scheduler.mjs, which
// `npm start` also uses). The answer comes when the run has finished.
export { runScheduledJob } from "../../../scripts/lib/local-scheduler.mjs";
