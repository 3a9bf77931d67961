// The jobs module's public face: the job runner (long work as a chain of bounded tasks with
// progress its owner sees), its route, and a person's jobs as data they own.
export {
  MAX_ATTEMPTS,
  findOwnJob,
  forgetJob,
  getOwnJob,
  readOwnJobDoc,
  runJobTask,
  startJob,
  type JobRunner,
  type JobTask,
  type Progress,
  type Runners,
  type SliceInput,
  type SliceOutcome,
  type TaskDelivery,
} from "./jobs.service";
export {
  JOB_FUNCTION,
  JOB_QUEUE_OF,
  SHORT_JOB_FUNCTION,
  cloudTasksQueue,
  type JobQueue,
  type QueuedKind,
} from "./job-queue";
export { type JobDoc } from "./jobs.repository";
export { deleteJobFiles, jobFileObject, openJobFile, saveJobFile } from "./job-files";
export { jobsRouter } from "./jobs.routes";
export { jobsOwnedData } from "./jobs.owned-data";
