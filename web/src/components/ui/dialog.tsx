// A modal dialog (Headless UI) with a title, an optional description and its buttons, plus a
// confirm dialog for destructive actions.
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { registerDeferred } from "./deferred-modules";

type Panel = ComponentType<ModalProps>;
let loadedPanel: Panel | undefined;
let loadingPanel: Promise<Panel> | undefined;
/** Headless UI's dialog code, downloaded the first time a dialog opens (or ahead by a caller). */
export const loadModalPanel = () =>
  (loadingPanel ??= import("./modal-panel").then(
    (m) => (loadedPanel = m.default),
    (error: unknown) => {
      loadingPanel = undefined;
      throw error;
    },
  ));
registerDeferred(loadModalPanel);
const LazyPanel = lazy(() => loadModalPanel().then((panel) => ({ default: panel })));

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog. Closed dialogs sit on most screens, so Headless UI's dialog code (focus trap,
 * portal, scroll lock) is downloaded when one first opens, not with the screen; once opened it stays
 * mounted, as Headless UI expects.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // Chosen once: switching between the two would mount the dialog afresh.
  const [Loaded] = useState(() => loadedPanel);
  useReturnFocus(props.open);
  if (!opened) return null;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

/**
 * Gives focus back to what had it when the dialog opened. Headless UI does this from a history of
 * focused elements that it starts keeping only once its code has loaded, so the first dialog a page
 * opens would leave focus on the page's body; when Headless UI has placed focus, this does nothing.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      // After Headless UI's own restoring, which runs once the dialog has unmounted.
      setTimeout(() => {
        const now = document.activeElement;
        if (target?.isConnected && (now === null || now === document.body)) target.focus();
      }, 0);
    };
  }, [open]);
}

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  busy = false,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t("actions.cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
