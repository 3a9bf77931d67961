// The modal dialog's Headless UI implementation, loaded by ./dialog the first time a dialog opens.
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import clsx from "clsx";
import type { ModalProps } from "./dialog";

export default function ModalPanel({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
}: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={clsx(
            "w-full rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-50",
            wide ? "max-w-2xl" : "max-w-md",
          )}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description && (
            <Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </Description>
          )}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
