// POST /api/statistics/heartbeat: one minute of time spent, sent while a tab is visible and its
// user active; the server counts at most one a minute. 204.
import { apiRequest } from "@/lib/api-client";

export const HEARTBEAT_URL = "/api/statistics/heartbeat";

export function sendHeartbeat(): Promise<void> {
  return apiRequest<void>("POST", HEARTBEAT_URL, {});
}
