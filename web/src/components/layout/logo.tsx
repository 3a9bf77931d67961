// The round Spurq logo.
import clsx from "clsx";

/** `className` replaces the default size (two size utilities on one element would not override each other). */
export function Logo({ className = "h-10 w-10 text-lg" }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "inline-flex items-center justify-center rounded-full bg-indigo-600 font-bold text-white",
        className,
      )}
    >
      S
    </span>
  );
}
