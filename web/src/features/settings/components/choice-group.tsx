// A row of mutually exclusive choices shown as buttons (Display Density, Font Size): a radio group,
// so arrow keys move the choice and a screen reader says which one is on.
import { useId } from "react";
import { Radio, RadioGroup } from "@headlessui/react";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-900 dark:text-slate-50">
        {label}
      </span>
      <RadioGroup
        value={value}
        onChange={onChange}
        aria-labelledby={labelId}
        className="flex flex-wrap gap-2"
      >
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            className="cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 focus:outline-none data-checked:border-indigo-600 data-checked:bg-indigo-600 data-checked:text-white data-focus:ring-2 data-focus:ring-indigo-500 data-focus:ring-offset-2 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:data-checked:border-indigo-500 dark:data-checked:bg-indigo-600 dark:data-focus:ring-offset-slate-900"
          >
            {choice.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
