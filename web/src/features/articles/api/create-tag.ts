// POST /api/tags: a new tag with its colour.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Tag } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { TAGS_URL } from "./keys";

/** Creates a tag. */
export function createTag(input: { name: string; color: string }): Promise<Tag> {
  return apiRequest<Tag>("POST", TAGS_URL, input);
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAGS_URL] }),
  });
}
