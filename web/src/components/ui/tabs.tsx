// Tabs for the first screen (the sign-in page) without Headless UI: the WAI-ARIA tabs pattern
// (roving tabindex, arrow keys, Home and End, automatic activation), in about 1 KB instead of the
// 13 KB gzipped that Headless UI and react-aria add to the first bundle. Screens that load later
// keep Headless UI's Tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import clsx from "clsx";

export interface TabItem {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  tabs: TabItem[];
  selectedIndex: number;
  onChange: (index: number) => void;
  listClassName?: string;
  tabClassName: (state: { selected: boolean }) => string;
  panelClassName?: string;
}

export function Tabs({
  tabs,
  selectedIndex,
  onChange,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const id = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.min(Math.max(selectedIndex, 0), tabs.length - 1);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onChange(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={clsx(tabClassName({ selected: index === selected }))}
            onClick={() => onChange(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={panelClassName}
        >
          {index === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
