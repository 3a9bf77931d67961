// POST /api/spurqs/{id}/replies: answer in the spurq's own conversation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SpurqReply } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshSpurqs, spurqRepliesUrl, spurqUrl } from "./keys";

export function createSpurqReply({ spurqId, text }: { spurqId: string; text: string }): Promise<SpurqReply> {
  return apiRequest<SpurqReply>("POST", spurqRepliesUrl(spurqId), { text });
}

export function useCreateSpurqReply() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: createSpurqReply,
    onSuccess: (_reply, { spurqId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [spurqRepliesUrl(spurqId)] }),
        queryClient.invalidateQueries({ queryKey: [spurqUrl(spurqId)] }),
        refreshSpurqs(queryClient),
      ]),
  });
}
