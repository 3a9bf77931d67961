// PATCH /api/spurqs/{id}/read and /unread: no body; on success the incoming list is
// refetched.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Spurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { refreshSpurqs, spurqUrl } from "./keys";

export function markSpurq({ id, read }: { id: string; read: boolean }): Promise<Spurq> {
  return apiRequest<Spurq>("PATCH", `${spurqUrl(id)}/${read ? "read" : "unread"}`);
}

export function useMarkSpurq() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markSpurq, onSuccess: () => refreshSpurqs(queryClient) });
}
