/**
 * Tabs, as the WAI-ARIA tabs pattern has them: a tablist of buttons with roving focus (arrow keys,
 * Home and End move and select; Tab leaves for the panel), each tab naming its panel and each panel
 * its tab, and only the selected panel rendered. Written here rather than taken from Radix Tabs,
 * which brought ~11 KB gzip (roving focus, collection, presence) to every first screen with tabs
 * (the hub, the glossary, the water cooler) for what is this much code.
 */
import styled from '@emotion/styled';
import { createContext, use, useDeferredValue, useId, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { themed } from '../theme/themed';

interface TabsState {
  /** The tab drawn selected: the tapped one at once. */
  selected: string;
  /** The panel shown: the selected one's, rendered in the background after the tab list is drawn. */
  shown: string;
  select: (value: string) => void;
  idFor: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

type TabsProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> & {
  /** The selected tab, when the caller keeps it (e.g. in the URL); otherwise Tabs keeps it from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * A tap's first answer is the tab itself: the tab list is redrawn at once (only it, not the page),
 * and the next panel, which may take long to render on a phone or still be loading, follows in a
 * background render, the open panel staying until it is ready. A caller keeping the value (in the
 * URL, often updated in a transition) is followed as soon as it has changed.
 */
export function Tabs({ value, defaultValue = '', onValueChange, ...rest }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  // the tapped tab, drawn selected until the caller's value moves on from the one it was chosen on
  const [tapped, setTapped] = useState<{ on: string; next: string } | null>(null);
  const baseId = useId();
  const kept = value ?? own;
  // once the caller's value has moved (the tap landed, or Back chose another tab), the tap is history
  const [keptBefore, setKeptBefore] = useState(kept);
  if (keptBefore !== kept) {
    setKeptBefore(kept);
    setTapped(null);
  }
  const selected = tapped && tapped.on === kept ? tapped.next : kept;
  const shown = useDeferredValue(selected);
  const state: TabsState = {
    selected,
    shown,
    select: (next) => {
      if (next === selected) return;
      setTapped({ on: kept, next });
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    // values are words chosen by the page; the id only has to be unique and stable
    idFor: (part, tabValue) => `${baseId}${part}-${tabValue.replace(/\s+/g, '-')}`,
  };
  return <TabsContext value={state}><div {...rest} /></TabsContext>;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function TabsListBase(props: ComponentPropsWithoutRef<'div'>) {
  return <div role="tablist" aria-orientation="horizontal" {...props} />;
}

/** Arrow keys, Home and End move focus along the tablist, and the tab that takes focus is shown. */
function moveAlongTablist(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!move || !list || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const from = tabs.indexOf(event.currentTarget);
  if (from === -1) return;
  event.preventDefault();
  const to = tabs[move(from, tabs.length)];
  to?.focus();
  to?.click();
}

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string };

function TabsTriggerBase({ value, onClick, onKeyDown, ...rest }: TriggerProps) {
  const { selected, select, idFor } = useTabs('TabsTrigger');
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor('tab', value)}
      aria-controls={idFor('panel', value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      {...rest}
      onClick={(event) => { onClick?.(event); if (!event.defaultPrevented) select(value); }}
      onKeyDown={(event) => { onKeyDown?.(event); if (!event.defaultPrevented) moveAlongTablist(event); }}
    />
  );
}

type ContentProps = Omit<ComponentPropsWithoutRef<'div'>, 'value'> & { value: string };

function TabsContentBase({ value, ...rest }: ContentProps) {
  const { shown, idFor } = useTabs('TabsContent');
  if (shown !== value) return null;
  return <div role="tabpanel" id={idFor('panel', value)} aria-labelledby={idFor('tab', value)} tabIndex={0} data-state="active" {...rest} />;
}

export const TabsContent = styled(TabsContentBase)({ outline: 'none' });

/**
 * The tabs wrap onto a second row rather than scroll sideways: on a phone every section stays in
 * sight (a row that scrolls hides its last tabs with no sign they are there). A list that knows
 * its count can lay its rows out evenly instead (TabsList with a grid, as the hub's pages do).
 */
export const TabsList = styled(TabsListBase)(themed(({ theme }) => ({
  // positioned, so visually hidden text inside stays in it (see global styles)
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(0.5),
  padding: theme.space(0.5),
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
})));

export const TabsTrigger = styled(TabsTriggerBase)(themed(({ theme }) => ({
  flex: '1 0 auto',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space(1)}`,
  fontSize: theme.font.size.sm,
  [theme.breakpoint.tablet]: { padding: `0 ${theme.space(1.5)}`, fontSize: theme.font.size.md },
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.textMuted,
  fontWeight: theme.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // the selected fill stands 3:1 against the track in light and dark (theme/contrast.test.tsx)
  '&[data-state="active"]': { background: theme.color.primary, color: theme.color.primaryText, boxShadow: theme.shadow.card },
})));
