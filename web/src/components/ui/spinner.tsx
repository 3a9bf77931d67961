// The loading spinner (session loading, lazy screens).
import { Loader2 } from "lucide-react";

import clsx from "clsx";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={clsx("flex w-full items-center justify-center", className ?? "min-h-[50vh]")}
    >
      <Loader2 className="h-8 w-8 animate-spin text-indigo-600" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
