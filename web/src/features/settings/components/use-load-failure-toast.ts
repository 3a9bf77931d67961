// A settings query that failed to load says so once per failure ('Failed to fetch ...'),
// not again on every re-render or language change.
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";

/** Shows `title` as an error toast each time `failedAt` (the query's errorUpdatedAt) moves on. */
export function useLoadFailureToast(failed: boolean, failedAt: number, title: string) {
  const shownFor = useRef(0);
  useEffect(() => {
    if (!failed || shownFor.current === failedAt) return;
    shownFor.current = failedAt;
    toast({ title, variant: "destructive" });
  }, [failed, failedAt, title]);
}
