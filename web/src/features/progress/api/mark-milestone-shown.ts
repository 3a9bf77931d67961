// POST /api/user/latest-milestone/shown { id }: the dialog showed that milestone, so the server
// stops returning it (and any older one).
import { useMutation } from "@tanstack/react-query";
import type { MilestoneShownBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { LATEST_MILESTONE_URL } from "./get-latest-milestone";

export function markMilestoneShown(body: MilestoneShownBody): Promise<void> {
  return apiRequest<void>("POST", `${LATEST_MILESTONE_URL}/shown`, body);
}

export function useMarkMilestoneShown() {
  return useMutation({ mutationFn: markMilestoneShown });
}
