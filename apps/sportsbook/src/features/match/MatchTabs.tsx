import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslateText } from '@exchange/shared-ui';
import styles from './matchLayout.module.css';

/** The page's tabs, in their order: Game Info and Your Bets. */
const TABS = ['info', 'bets'] as const;
type TabValue = (typeof TABS)[number];

/** Where each key moves the focus in the row of tabs, from the index of the focused tab. */
const TAB_KEYS: Record<string, (at: number) => number> = {
  ArrowLeft: (at) => (at - 1 + TABS.length) % TABS.length,
  ArrowRight: (at) => (at + 1) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/** What a panel may hold that takes the focus: a panel with none takes it itself (Zag's syncTabIndex). */
const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

const triggerId = (id: string, value: TabValue) => `${id}:trigger-${value}`;
const panelId = (id: string, value: TabValue) => `${id}:content-${value}`;

const TabList = memo(function TabList({
  id,
  value,
  onSelect,
}: {
  id: string;
  value: TabValue;
  onSelect: (value: TabValue) => void;
}) {
  const tx = useTranslateText();
  const labels: Record<TabValue, string> = { info: tx('Game Info'), bets: tx('Your Bets') };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEYS[event.key];
    if (!move || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const focused = (event.target as HTMLElement).dataset.value ?? value;
    const at = TABS.findIndex((tab) => tab === focused);
    const next = TABS[move(Math.max(0, at))]!;
    onSelect(next);
    document.getElementById(triggerId(id, next))?.focus();
  };
  return (
    <div
      className={styles.tabList}
      role="tablist"
      id={`${id}:list`}
      aria-orientation="horizontal"
      data-scope="tabs"
      data-part="list"
      data-orientation="horizontal"
      onKeyDown={keyDown}
    >
      {TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            type="button"
            className={styles.tab}
            role="tab"
            id={triggerId(id, tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(id, tab) : undefined}
            tabIndex={selected ? 0 : -1}
            data-scope="tabs"
            data-part="trigger"
            data-orientation="horizontal"
            data-value={tab}
            data-selected={selected ? '' : undefined}
            onClick={() => onSelect(tab)}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
});

/**
 * The page's two tabs, as Chakra's Tabs drew them (variant enclosed, size sm, fitted, lazyMount), as
 * plain elements styled by matchLayout.module.css: Chakra's components built the design system's
 * styles on a live match's first render (issue 12). The behaviour is Chakra's (Zag's tabs): the
 * selected tab is the row's one tab stop; Left, Right (both wrapping), Home and End move the focus
 * and select the tab they reach; a panel mounts when its tab is first selected and then stays,
 * hidden while the other is selected.
 */
export function MatchTabs({ info, bets }: { info: ReactNode; bets: ReactNode }) {
  const id = `tabs:${useId()}`;
  const [value, setValue] = useState<TabValue>('info');
  const [mounted, setMounted] = useState<readonly TabValue[]>(['info']);
  const select = useCallback((next: TabValue) => {
    setValue(next);
    setMounted((seen) => (seen.includes(next) ? seen : [...seen, next]));
  }, []);
  const panels = useRef<Partial<Record<TabValue, HTMLDivElement | null>>>({});
  useEffect(() => {
    const panel = panels.current[value];
    if (!panel) return;
    if (panel.querySelector(FOCUSABLE)) panel.removeAttribute('tabindex');
    else panel.setAttribute('tabindex', '0');
  }, [value]);
  const content = { info, bets };
  return (
    <div className={styles.tabs} id={id} data-scope="tabs" data-part="root" data-orientation="horizontal">
      <TabList id={id} value={value} onSelect={select} />
      {TABS.map((tab) => {
        if (!mounted.includes(tab)) return null;
        const selected = tab === value;
        return (
          <div
            key={tab}
            ref={(el) => {
              panels.current[tab] = el;
            }}
            className={styles.panel}
            role="tabpanel"
            id={panelId(id, tab)}
            aria-labelledby={triggerId(id, tab)}
            tabIndex={0}
            hidden={!selected}
            data-scope="tabs"
            data-part="content"
            data-orientation="horizontal"
            data-selected={selected ? '' : undefined}
            data-state={selected ? 'open' : 'closed'}
          >
            {content[tab]}
          </div>
        );
      })}
    </div>
  );
}
