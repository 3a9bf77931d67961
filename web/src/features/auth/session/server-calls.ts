// The server calls of the session flows: the /api/auth requests of features/auth/api, and the
// job an account repair runs as (lib/jobs).
import { getJob } from "@/lib/jobs/job-api";
import { fixCurrentUid } from "../api/fix-current-uid";
import { getCurrentUser } from "../api/get-current-user";
import { syncUser } from "../api/sync-user";
import type { ServerCalls } from "./deps";

export const serverCalls: ServerCalls = { syncUser, getCurrentUser, fixCurrentUid, getJob };
