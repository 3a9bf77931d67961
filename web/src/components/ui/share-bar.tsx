// A horizontal bar filled to a percentage (0 to 100). With a label it is a progress bar for
// assistive technology; without one it only draws what the text beside it already says.
import clsx from "clsx";

const PROGRESSBAR_ROLE = "progressbar";

export function ShareBar({
  percent,
  label,
  className = "bg-indigo-600 dark:bg-indigo-400",
}: {
  percent: number;
  /** Names the bar as a progress bar; leave out when the figure is written next to it. */
  label?: string;
  /** The fill's colour classes. */
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      {...(label
        ? {
            role: PROGRESSBAR_ROLE,
            "aria-label": label,
            "aria-valuemin": 0,
            "aria-valuemax": 100,
            "aria-valuenow": value,
          }
        : { "aria-hidden": true })}
    >
      <div className={clsx("h-full rounded-full", className)} style={{ width: `${value}%` }} />
    </div>
  );
}
