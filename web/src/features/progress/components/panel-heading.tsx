// A panel's heading with its small badge ('Last 7 days', 'Based on your contributions').
export function PanelHeading({ title, badge }: { title: string; badge: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</h3>
      <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
        {badge}
      </span>
    </div>
  );
}
