// The modules that dialogs, menus and popovers download on first use, so that one call can load
// them all ahead: component tests render a dialog at once, as the app did before it deferred them.
const loaders = new Set<() => Promise<unknown>>();

/** Records a deferred module's loader (each wrapper calls this once, when it is defined). */
export function registerDeferred(load: () => Promise<unknown>): void {
  loaders.add(load);
}

/** Loads every deferred module registered so far. */
export function loadDeferredModules(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}
