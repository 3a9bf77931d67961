// Buttons and link-buttons with the app's variants. Colours and sizes are chosen by variant and
// size, not by extra classes: clsx does not merge Tailwind classes, and of two utilities for one
// property the one later in the stylesheet wins, whatever the order in `className`.
import { forwardRef, type ButtonHTMLAttributes } from "react";
import clsx from "clsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "ghostDanger" | "outline" | "danger";

// Below `sm` (a phone) every button is at least 44 px in both dimensions, a finger's size; from
// `sm` up they keep their compact desktop size.
const sizeClasses = {
  icon: "min-h-11 min-w-11 p-2 sm:min-h-0 sm:min-w-0",
  sm: "min-h-11 min-w-11 px-3 py-1.5 text-sm sm:min-h-0 sm:min-w-0",
  md: "min-h-11 min-w-11 px-4 py-2 text-sm sm:min-h-0 sm:min-w-0",
  lg: "min-h-11 min-w-11 px-6 py-3 text-base sm:min-h-0 sm:min-w-0",
};
export type ButtonSize = keyof typeof sizeClasses;

export const buttonClasses = (
  variant: ButtonVariant = "primary",
  className?: string,
  size: ButtonSize = "md",
) =>
  clsx(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 dark:focus-visible:ring-offset-slate-900",
    {
      primary: "bg-indigo-600 text-white hover:bg-indigo-700",
      secondary:
        "bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-50 dark:hover:bg-slate-700",
      ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
      ghostDanger: "text-red-600 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-slate-800",
      outline:
        "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:hover:bg-slate-800",
      danger: "bg-red-600 text-white hover:bg-red-700",
    }[variant],
    sizeClasses[size],
    className,
  );

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }
>(function Button({ variant, size, className, type = "button", ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, className, size)} {...props} />;
});
