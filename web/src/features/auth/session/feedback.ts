// What the flows tell the person: toasts in the interface language (the provider loads the auth
// namespace), and the error a flow raises once its toasts are shown.
import { toast } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";

/** A text of the auth namespace. */
export const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(`auth:${key}`, options);

export const destructive = (title: string, description?: string) =>
  toast({ title, ...(description ? { description } : {}), variant: "destructive" });

/** Raised after a failed flow whose toasts were already shown; the form shows its message. */
export class FlowError extends Error {}
