// A dialog component whose code downloads the first time it opens: a screen carries several closed
// dialogs (with their tabs, forms and validation), and loading them with it would delay the
// screen's first interaction for dialogs a reader may never open.
import { lazy, Suspense, useState, type ComponentType } from "react";
import { loadModalPanel } from "./dialog";
import { registerDeferred } from "./deferred-modules";

/**
 * Wraps a dialog whose props include `open`: nothing renders (and nothing downloads) until `open`
 * is first true; the dialog's module and Headless UI's dialog code then download together, and
 * the dialog stays mounted afterwards, as an eagerly loaded one would.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), loadModalPanel()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  registerDeferred(start);
  const Dialog = lazy(() => start().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    // Chosen once: switching between the two would mount the dialog afresh.
    const [Loaded] = useState(() => loaded);
    if (!opened) return null;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
