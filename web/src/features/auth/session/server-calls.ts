// The server calls of the session flows: the /api/auth requests of features/auth/api, and the
// job an account repair runs as (lib/jobs, loaded when a repair needs it).
import { fixCurrentUid } from "../api/fix-current-uid";
import { getCurrentUser } from "../api/get-current-user";
import { syncUser } from "../api/sync-user";
import type { ServerCalls } from "./deps";

export const serverCalls: ServerCalls = {
  syncUser,
  getCurrentUser,
  fixCurrentUid,
  getJob: async (id) => (await import("@/lib/jobs/job-api")).getJob(id),
};
