// A labelled on/off setting (Headless UI Switch: Space toggles it, its label names it).
import type { ReactNode } from "react";
import { Description, Field, Label, Switch } from "@headlessui/react";

export function SettingSwitch({
  label,
  description,
  badge,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  /** Shown beside the label, outside the switch's accessible name. */
  badge?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Field className="flex items-center justify-between gap-4" disabled={disabled}>
      <div className="grid gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Label className="text-sm font-medium text-slate-900 dark:text-slate-50">{label}</Label>
          {badge}
        </div>
        {description && (
          <Description className="text-sm text-slate-600 dark:text-slate-300">{description}</Description>
        )}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        // On a phone the switch is a 44 px target around its track; from `sm` up it is the track.
        className="group inline-flex h-11 w-11 shrink-0 cursor-pointer items-center focus:outline-none data-disabled:cursor-not-allowed data-disabled:opacity-60 sm:h-6"
      >
        <span className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-indigo-600 group-data-focus:ring-2 group-data-focus:ring-indigo-500 group-data-focus:ring-offset-2 dark:bg-slate-600 dark:group-data-checked:bg-indigo-500 dark:group-data-focus:ring-offset-slate-900">
          <span
            aria-hidden
            className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
          />
        </span>
      </Switch>
    </Field>
  );
}
