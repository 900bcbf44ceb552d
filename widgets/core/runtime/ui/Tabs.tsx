import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). `locked`
 * keeps the current tab (e.g. while logging in) but leaves the tabs readable and focusable.
 */
export function Tabs<Id extends string>(props: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  locked?: boolean;
  children: ReactNode;
}): ReactNode {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const { tabs, selected, locked = false } = props;

  const select = (id: Id) => {
    if (locked || id === selected) return;
    props.onSelect(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const count = tabs.length;
    // Arrows wrap around; Home and End go to the ends.
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    if (locked) return;
    select(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div className="byko-tablist" role="tablist" aria-label={props.label}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              className="byko-tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              aria-disabled={locked && !isSelected ? 'true' : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className="byko-tabpanel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
      >
        {props.children}
      </div>
    </div>
  );
}
