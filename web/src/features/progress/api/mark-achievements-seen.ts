// POST /api/user/achievements/seen: clears isNew on the achievements a toast has shown; 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AchievementsSeenBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { ACHIEVEMENTS_URL } from "./get-achievements";

export function markAchievementsSeen(body: AchievementsSeenBody): Promise<void> {
  return apiRequest<void>("POST", `${ACHIEVEMENTS_URL}/seen`, body);
}

export function useMarkAchievementsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAchievementsSeen,
    // Seen achievements become the avatar menu's badges.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACHIEVEMENTS_URL] }),
  });
}
