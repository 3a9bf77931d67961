// The round avatar: the picture when there is one, else the initials (lib/initials).
import { useState } from "react";
import clsx from "clsx";
import { initials } from "@/lib/initials";

/**
 * `className` replaces the default size (two size utilities on one element would not override each other).
 * Beside a username the avatar is decorative; `inName` exposes it (the picture as the name, or the
 * initials) for a control it labels, whose accessible name must contain its visible text (WCAG 2.5.3).
 */
export function Avatar({
  name,
  src,
  className = "h-9 w-9 text-sm",
  inName = false,
}: {
  name: string | null | undefined;
  src?: string | null;
  className?: string;
  inName?: boolean;
}) {
  // The address that failed to load, not a flag: a new picture (a changed avatar URL, a local
  // preview) must get its chance even after the previous one failed.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && src === failedSrc;
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700 dark:bg-indigo-900 dark:text-indigo-100",
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={inName ? (name ?? "") : ""}
          className="h-full w-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden={inName ? undefined : true}>{initials(name)}</span>
      )}
    </span>
  );
}
