// Labelled inputs, text areas and inline field messages for the app's forms. A field's hint, or
// its error in the hint's place, is its accessible description.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import clsx from "clsx";

/** A field's look; at least 44 px tall on a phone, a finger's size (see touch.ts). */
export const inputClasses =
  "min-h-11 sm:min-h-0 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:focus:ring-indigo-900";

interface FieldChrome {
  label: string;
  /** Marks the field as one that must be filled in, to the eye and to assistive technology. */
  requiredMark?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}

/** The id of what describes the field: its error when it has one, else its hint. */
const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

function FieldFrame({
  id,
  label,
  hint,
  error,
  requiredMark,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-0.5 text-sm font-medium">
        <label htmlFor={id} className="text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {/* The asterisk is for the eye; aria-required on the control says the same aloud. */}
        {requiredMark && (
          <span aria-hidden="true" data-required-mark className="text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldChrome>(
  function TextInput({ label, hint, error, requiredMark, className, ...props }, ref) {
    const id = useId();
    return (
      <FieldFrame id={id} label={label} hint={hint} error={error} requiredMark={requiredMark}>
        <input
          ref={ref}
          id={id}
          aria-required={requiredMark ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={clsx(inputClasses, "h-10", error && "border-red-500 dark:border-red-500", className)}
          {...props}
        />
      </FieldFrame>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChrome
>(function TextArea({ label, hint, error, requiredMark, className, ...props }, ref) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} requiredMark={requiredMark}>
      <textarea
        ref={ref}
        id={id}
        aria-required={requiredMark ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(inputClasses, "py-2", error && "border-red-500 dark:border-red-500", className)}
        {...props}
      />
    </FieldFrame>
  );
});
