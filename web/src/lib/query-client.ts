// TanStack Query with the spec's defaults (spec 7 and 9): never stale, no refetch on focus, no
// polling, no retries, cache dropped after 5 minutes. Query keys start with the URL, and the
// default query function fetches it through the API client (same user-id handling).
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const CACHE_TIME_MS = 5 * 60 * 1000;

export const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [url] = queryKey;
  if (typeof url !== "string") throw new Error("The first element of a query key must be the URL.");
  return apiRequest("GET", url);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        gcTime: CACHE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
