// Every kind of job and the module that runs it: the job runner (modules/jobs) knows none of
// them, so that the modules that use it can sit above it.
import { runJobTask, type JobTask, type Runners, type TaskDelivery } from "../modules/jobs";
import { accountDeletionRunner, exportRunner } from "../modules/account";
import { accountRepairRunner } from "../modules/auth";
import { cardCopiesRunner } from "../modules/profile";
import { libraryImportRunner } from "../modules/library-import";
import { searchIndexRunner } from "../modules/search";

export const RUNNERS: Runners = {
  accountDeletion: accountDeletionRunner,
  accountRepair: accountRepairRunner,
  export: exportRunner,
  cardCopies: cardCopiesRunner,
  libraryImport: libraryImportRunner,
  searchIndex: searchIndexRunner,
};

export function runTask(task: JobTask, delivery: TaskDelivery): Promise<void> {
  if (typeof task?.id !== "string" || !Number.isInteger(task?.slice)) {
    throw new Error(`A job task needs an id and a slice; got ${JSON.stringify(task)}`);
  }
  return runJobTask(RUNNERS, task, delivery);
}
