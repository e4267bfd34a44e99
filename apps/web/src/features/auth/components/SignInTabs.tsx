import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import './signInTabs.css';

export interface SignInTab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

interface SignInTabsProps<Key extends string> {
  tabs: Array<SignInTab<Key>>;
  active: Key;
  onChange: (key: Key) => void;
}

/** Where the arrow keys and Home/End move from the tab at `index` (the WAI-ARIA tabs pattern). */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The sign-in methods as tabs, drawn like antd's in the theme's colours. antd's Tabs would bring
 * its overflow menu (a dropdown and a menu) to the one page that must load fast, for three tabs
 * that always fit. As there, a panel renders when first opened and stays mounted (the typed
 * account and password survive a look at the other tabs), hidden while another is shown.
 */
export function SignInTabs<Key extends string>({ tabs, active, onChange }: SignInTabsProps<Key>) {
  const { token } = theme.useToken();
  const [opened, setOpened] = useState<ReadonlySet<Key>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = targetIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const { key } = tabs[target]!;
    onChange(key);
    tabRefs.current.get(key)?.focus();
  };

  const colours = {
    '--ld-tab-text': token.colorText,
    '--ld-tab-active': token.colorPrimary,
    '--ld-tab-hover': token.colorPrimaryHover,
    '--ld-tab-focus': token.colorPrimaryBorder,
    '--ld-tab-line': token.colorBorderSecondary,
  } as CSSProperties;

  return (
    <div className="ld-sign-in-tabs" style={colours}>
      <div role="tablist" className="ld-sign-in-tabs__list">
        {tabs.map(({ key, label }, index) => (
          <button
            key={key}
            ref={(element) => {
              if (element) tabRefs.current.set(key, element);
              else tabRefs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`sign-in-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`sign-in-panel-${key}`}
            tabIndex={key === active ? 0 : -1}
            className="ld-sign-in-tabs__tab"
            onClick={() => onChange(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ key, panel }) => (
        <div key={key} role="tabpanel" id={`sign-in-panel-${key}`} aria-labelledby={`sign-in-tab-${key}`} hidden={key !== active}>
          {opened.has(key) && panel}
        </div>
      ))}
    </div>
  );
}
