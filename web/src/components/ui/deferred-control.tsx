// A menu or popover whose button shows at first paint but whose Headless UI code (positioning,
// focus management, the menu's keyboard model) is needed only once it is used. Until that code has
// loaded, a look-alike button stands in; the code loads once the first screen is interactive, or
// at once when the stand-in is pressed, and the press is then replayed on the real button, so a
// click, Enter, Space or an arrow key opens it as it always did.
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from "react";
import { afterFirstScreen } from "@/lib/after-first-screen";
import { registerDeferred } from "./deferred-modules";

/** What the stand-in's button spreads on itself. */
export interface StandInTrigger {
  ref: Ref<HTMLButtonElement>;
  type: "button";
  "aria-expanded": false;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The real control puts this ref on its Headless UI button, where a press is replayed. */
export interface DeferredTrigger {
  triggerRef: Ref<HTMLButtonElement>;
}

type Press = "click" | { key: string };

/**
 * Wraps a control whose module `load` resolves to it. `openKeys` are the keys its button opens on
 * (Headless UI's menu: Enter, Space and the up and down arrows; its popover: Enter and Space).
 */
export function deferredControl<P extends object>(
  load: () => Promise<ComponentType<P & DeferredTrigger>>,
  StandIn: ComponentType<P & { trigger: StandInTrigger }>,
  openKeys: readonly string[],
) {
  type Control = ComponentType<P & DeferredTrigger>;
  let loaded: Control | undefined;
  let loading: Promise<Control> | undefined;
  const start = () => {
    loading ??= load().then(
      (control) => (loaded = control),
      (error: unknown) => {
        // A failed download is tried again on the next press.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  registerDeferred(start);

  function DeferredControl(props: P) {
    const [Control, setControl] = useState<Control | undefined>(() => loaded);
    const live = useRef(true);
    const press = useRef<Press | null>(null);
    const focused = useRef(false);
    const trigger = useRef<HTMLButtonElement>(null);

    const begin = () => {
      start().then(
        (control) => {
          if (!live.current) return;
          // A press waits for the real control: it mounts at once. Otherwise its mounting (Headless
          // UI's setup, tens of milliseconds at a phone's speed) is rendered in slices that leave
          // the main thread free between them.
          if (press.current) setControl(() => control);
          else startTransition(() => setControl(() => control));
        },
        () => undefined,
      );
    };

    useEffect(() => {
      live.current = true;
      if (!loaded) void afterFirstScreen().then(begin);
      return () => {
        live.current = false;
      };
    }, []);

    // The real button replaced the stand-in: give it the focus the stand-in had, and the press.
    useEffect(() => {
      const button = trigger.current;
      if (!Control || !button) return;
      const pending = press.current;
      press.current = null;
      // Focus follows to the real button only when it was on the stand-in (now gone, so on the
      // page's body): focus the reader has since taken elsewhere, into a dialog that opened
      // meanwhile for one, stays where it is.
      const active = document.activeElement;
      const onStandIn = focused.current && (active === null || active === document.body || active === button);
      if (pending || onStandIn) button.focus();
      if (pending === "click") button.click();
      else if (pending) {
        button.dispatchEvent(
          new window.KeyboardEvent("keydown", { key: pending.key, bubbles: true, cancelable: true }),
        );
      }
    }, [Control]);

    if (Control) return <Control {...props} triggerRef={trigger} />;
    const standIn: StandInTrigger = {
      ref: trigger,
      type: "button",
      "aria-expanded": false,
      onClick: () => {
        press.current = "click";
        begin();
      },
      onKeyDown: (event) => {
        if (!openKeys.includes(event.key)) return;
        // As Headless UI's button: the key opens it, no click follows.
        event.preventDefault();
        press.current = { key: event.key };
        begin();
      },
      onKeyUp: (event) => {
        if (event.key === " ") event.preventDefault();
      },
      onFocus: () => {
        focused.current = true;
      },
      onBlur: () => {
        focused.current = false;
      },
    };
    return <StandIn {...props} trigger={standIn} />;
  }
  return DeferredControl;
}

/** The keys Headless UI's menu button opens on. */
export const MENU_OPEN_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"] as const;
/** The keys Headless UI's popover button opens on. */
export const POPOVER_OPEN_KEYS = ["Enter", " "] as const;
