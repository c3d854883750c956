/**
 * "Game-day settings" in one tap from wherever a fan follows games: a button (an icon and words) that
 * opens the settings sheet, and while spoiler-safe mode is on a "Spoiler-safe on" marker beside it
 * that opens the same sheet — so a fan who wonders where the scores went finds out why at once.
 */
import styled from '@emotion/styled';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Button, lazyWithPreload, preloadOnIntent, whenIdle, themed } from '@gg/ui';
import type { TeamOption } from './game-day-settings-sheet';
import { HiddenIcon } from './spoiler-cover';
import { isSpoilerSafeAnywhere, useViewingPreferences } from '@gg/preferences';

// The sheet (and the dialog code) is not part of a page's first load, which carries only the
// button: it is fetched and rendered closed once the page is idle, so a tap only has to show it
// (rendering it on the tap took longer than the 100 ms a tap may take on a slow phone). A tap
// before then fetches it on the first sign of intent (pointer over or down on a button, focus).
const GameDaySettingsDialog = lazyWithPreload(() => import('./game-day-settings-sheet').then((m) => m.default));
const intent = preloadOnIntent(GameDaySettingsDialog.preload);

/** True once the sheet is in the page (closed): after the page's idle, or at the first tap. */
function useSheetRenderedAhead(): [boolean, () => void] {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => {
      void GameDaySettingsDialog.preload().then((loaded) => {
        // a transition: rendering the hidden sheet gives way to anything the fan does meanwhile
        if (loaded && mounted) startTransition(() => setRendered(true));
      });
    });
    return () => { mounted = false; };
  }, []);
  return [rendered, () => setRendered(true)];
}

const Row = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));
const Marker = styled(Button)(themed(({ theme }) => ({
  borderRadius: theme.radius.pill, borderColor: theme.color.info, color: theme.color.text, fontSize: theme.font.size.sm,
})));

/** Three sliders: settings, drawn in a few strokes. */
function SettingsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
      <circle cx="9" cy="6" r="2" fill="currentColor" />
      <circle cx="15" cy="12" r="2" fill="currentColor" />
      <circle cx="7" cy="18" r="2" fill="currentColor" />
    </svg>
  );
}

/** A hook that reads the teams a fan can pick, once `enabled` (undefined until they are there). */
export type TeamChoicesHook = (options: { enabled: boolean }) => readonly TeamOption[] | undefined;

const useNoTeamChoices: TeamChoicesHook = () => undefined;

export interface GameDaySettingsProps {
  /** Teams a fan can pick for spoiler-safe mode; without them only "every team" is offered. */
  teams?: readonly TeamOption[];
  /**
   * Or where to read them: asked only once a fan first presses the button (most fans never pick teams).
   * The same hook on every render (defined at module level).
   */
  useTeamChoices?: TeamChoicesHook;
}

export function GameDaySettings({ teams, useTeamChoices = useNoTeamChoices }: GameDaySettingsProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [rendered, renderNow] = useSheetRenderedAhead();
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefs = useViewingPreferences();
  const choices = useTeamChoices({ enabled: opened }) ?? teams;
  // the finger is down: the team list is asked for now, not in the tap's own task
  const pressed = { ...intent, onPointerDown: () => { intent.onPointerDown(); setOpened(true); } };
  const show = (from: HTMLButtonElement) => {
    opener.current = from;
    setOpened(true);
    renderNow();
    setOpen(true);
  };
  return (
    <Row>
      {isSpoilerSafeAnywhere(prefs) ? (
        <Marker type="button" variant="secondary" size="sm" {...pressed} onClick={(e) => show(e.currentTarget)}>
          <HiddenIcon /> Spoiler-safe on
        </Marker>
      ) : null}
      <Button type="button" variant="secondary" size="sm" {...pressed} onClick={(e) => show(e.currentTarget)}>
        <SettingsIcon /> Game-day settings
      </Button>
      {rendered ? (
        <Suspense fallback={null}>
          <GameDaySettingsDialog open={open} onOpenChange={setOpen} teams={choices} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </Row>
  );
}
