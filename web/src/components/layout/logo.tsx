// The round Spurq logo.
import clsx from "clsx";

export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "inline-flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white",
        className,
      )}
    >
      S
    </span>
  );
}
