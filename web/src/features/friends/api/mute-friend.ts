// PATCH /api/friends/{id}/mute: the caller's side only.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FRIENDS_URL } from "./keys";

export function muteFriend({ id, isMuted }: { id: string; isMuted: boolean }) {
  return apiRequest<{ id: string; isMuted: boolean }>(
    "PATCH",
    `${FRIENDS_URL}/${encodeURIComponent(id)}/mute`,
    {
      isMuted,
    },
  );
}

export function useMuteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteFriend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FRIENDS_URL] }),
  });
}
