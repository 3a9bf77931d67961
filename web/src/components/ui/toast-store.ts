// The toast queue: at most 5 shown, 5000 ms by default, removed from memory
// 10000 ms after dismissal. A module store so flows outside React (auth) can raise toasts. A text
// given as a function is read again when the interface language changes, so a toast raised
// before the reader's language has loaded (the sign-in greeting) is shown in it once it has.

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 10_000;

export type ToastVariant = "default" | "destructive" | "achievement";

/** A toast's text: fixed, or read anew in each language (a function that calls `t`). */
export type ToastText = string | (() => string);

/** A button in the toast that undoes what it reports; pressing it also closes the toast. */
export interface ToastAction {
  label: ToastText;
  onClick: () => void;
}

export interface ToastInput {
  title?: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastInput, "variant" | "duration">> {
  id: string;
  title?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
// The texts given as functions, by toast id, to read again in a new language.
const translators = new Map<string, { title?: ToastText; description?: ToastText; action?: ToastText }>();

const read = (text: ToastText | undefined) => (typeof text === "function" ? text() : text);

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      translators.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes a toast (or all); it stays in memory for 10 s, then is removed. */
export function dismissToast(id?: string) {
  const ids = id ? [id] : toasts.map((item) => item.id);
  for (const each of ids) {
    clearTimeout(closeTimers.get(each));
    closeTimers.delete(each);
    scheduleRemoval(each);
  }
  emit(toasts.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item)));
}

/** Shows a toast; the newest first, at most 5. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = {
    id,
    title: read(input.title),
    description: read(input.description),
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  };
  if (input.action) item.action = { label: read(input.action.label) ?? "", onClick: input.action.onClick };
  if (
    typeof input.title === "function" ||
    typeof input.description === "function" ||
    typeof input.action?.label === "function"
  ) {
    translators.set(id, { title: input.title, description: input.description, action: input.action?.label });
  }
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.filter((old) => !kept.includes(old)))
    clearTimeout(closeTimers.get(dropped.id));
  emit(kept);
  if (Number.isFinite(item.duration)) {
    closeTimers.set(
      id,
      setTimeout(() => dismissToast(id), item.duration),
    );
  }
  return { id, dismiss: () => dismissToast(id) };
}

/** Reads the toasts' texts again (the interface language changed). */
export function retranslateToasts(): void {
  if (!toasts.some((item) => translators.has(item.id))) return;
  emit(
    toasts.map((item) => {
      const texts = translators.get(item.id);
      if (!texts) return item;
      const action = item.action && { ...item.action, label: read(texts.action) ?? item.action.label };
      return { ...item, title: read(texts.title), description: read(texts.description), action };
    }),
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

/** For tests: forget every toast and timer. */
export function resetToasts() {
  for (const timer of [...closeTimers.values(), ...removeTimers.values()]) clearTimeout(timer);
  closeTimers.clear();
  removeTimers.clear();
  translators.clear();
  emit([]);
}
