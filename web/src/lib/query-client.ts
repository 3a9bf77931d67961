// TanStack Query with the defaults of docs/product-spec.md §7 (Shared behaviour): never stale, no
// refetch on focus, no polling, no retries, cache dropped after 5 minutes. Query keys start with the
// URL, and the default query function fetches it through the API client (same user-id handling). A
// mutation whose meta says it changes progress refreshes the points and statistics queries.
import { MutationCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshProgress } from "@/lib/progress-refresh";

export const CACHE_TIME_MS = 5 * 60 * 1000;

export const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [url] = queryKey;
  if (typeof url !== "string") throw new Error("The first element of a query key must be the URL.");
  return apiRequest("GET", url);
};

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        if (mutation.meta?.changesProgress) refreshProgress(client);
      },
    }),
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
  return client;
}

export const queryClient = createQueryClient();
