// One titled card of a settings tab.
import { useId, type ReactNode } from "react";

export function SettingsCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-1 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      <div className="grid gap-6 px-6 py-5">{children}</div>
      {footer && (
        <div className="flex justify-end border-t border-slate-200 px-6 py-4 dark:border-slate-800">
          {footer}
        </div>
      )}
    </section>
  );
}
