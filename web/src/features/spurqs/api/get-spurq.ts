// GET /api/spurqs/{id}: one spurq for its sender or recipient (the reading screen's banner).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SpurqDetail } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { spurqUrl } from "./keys";

export function getSpurq(id: string): Promise<SpurqDetail> {
  return apiRequest<SpurqDetail>("GET", spurqUrl(id));
}

export const spurqQueryOptions = (id: string) =>
  queryOptions({ queryKey: [spurqUrl(id)], queryFn: () => getSpurq(id) });

export function useSpurq(id: string) {
  return useQuery(spurqQueryOptions(id));
}
