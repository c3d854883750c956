import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Player } from '@gg/contracts';
import { EmptyState, lazyWithPreload, preloadOnIntent, QueryView, Skeleton, usePreloadWhenIdle, useProgressiveGroups, themed } from '@gg/ui';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useRoster } from '../api/get-roster';
import { groupRoster, type PositionGroup } from '../positions';
import { PlayerCard } from './player-card';

/**
 * The profile (the dialog, its tabs, stats and biography) is not part of the team page's first
 * load: most visits never open one. Its code is fetched once the page is idle, or at the first
 * sign of a tap on the roster (a pointer over it or down on a card, focus on a card), so the tap
 * opens it at once.
 */
const PlayerProfileDialog = lazyWithPreload(() => import('./player-profile-dialog').then((m) => m.PlayerProfileDialog));
const PROFILE_CODE = [PlayerProfileDialog.preload];
const profileIntent = preloadOnIntent(PlayerProfileDialog.preload);

/**
 * One column that never grows past the screen: a group or card off screen stands in at the width
 * it was last drawn (content-visibility: auto remembers it), and a column sized by its content would
 * keep a roster seen on a wide window that wide after the window narrows (a phone turned).
 */
const Groups = styled.div(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(3) })));

const Group = styled.section(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1),
  '& h2': { fontSize: theme.font.size.lg, display: 'flex', alignItems: 'baseline', gap: theme.space(1) },
})));

/**
 * Cards drawn with the first paint (and in the server's HTML): a desktop's first screen and a
 * phone's twice over. A roster has 50 to 90 players; each card more is server render time and HTML
 * for every fan, for cards below the fold that follow a moment later anyway.
 */
const CARDS_FIRST_PAINT = 12;
/** The rest follow in batches this size, so no one commit is long. */
const CARDS_BATCH = 24;
const playersOf = (group: PositionGroup) => group.players;

/** A card's height (as its own intrinsic size) plus the gap, in grid steps. */
const CARD_ROW_STEPS = 13.5;

/**
 * A group off screen is skipped whole (style, layout, paint): opening a profile locks the page's
 * scroll, which restyles every element of the page that is not skipped. Its estimated height is
 * the heading and its rows of cards (one, two or three to a row, as the grid lays them out).
 */
const ContainedGroup = styled(Group, { shouldForwardProp: (prop) => prop !== 'count' })<{ count: number }>(({ theme, count }) => {
  const height = (perRow: number) => `auto calc(${theme.space(4)} + ${Math.ceil(count / perRow)} * ${theme.space(CARD_ROW_STEPS)})`;
  return {
    contentVisibility: 'auto', containIntrinsicHeight: height(1),
    [theme.breakpoint.tablet]: { containIntrinsicHeight: height(2) },
    [theme.breakpoint.desktop]: { containIntrinsicHeight: height(3) },
  };
});

const Count = styled.span(themed(({ theme }) => ({ fontSize: theme.font.size.sm, fontWeight: theme.font.weight.regular, color: theme.color.textMuted })));

/** One column on phones, two from tablet width, three on desktops. */
const Cards = styled.ul(themed(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoint.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})));

/** A position group's shape (title and six cards) while the roster loads. */
function RosterSkeleton() {
  const theme = useTheme();
  return (
    <Group role="status" aria-live="polite" aria-busy="true">
      <span className="gg-visually-hidden">Loading roster</span>
      <Skeleton width="12ch" height={theme.font.size.lg} aria-hidden="true" />
      <Cards aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => <li key={i}><Skeleton height={theme.space(8)} radius="md" /></li>)}
      </Cards>
    </Group>
  );
}

/**
 * The Roster tab: players grouped by position; a card opens the player's profile, and closing the
 * profile clears the selection and gives focus back to that card.
 */
export function Roster({ teamId }: { teamId: string }) {
  const query = useRoster(teamId);
  const [selected, setSelected] = useState<Player | null>(null);
  // the dialog stays mounted once a profile has been opened, so closing it can give focus back
  const [profileOpened, setProfileOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const groups = useMemo(() => groupRoster(query.data ?? []), [query.data]);
  const shown = useProgressiveGroups(groups, playersOf, CARDS_FIRST_PAINT, CARDS_BATCH);
  usePreloadWhenIdle(PROFILE_CODE);

  const open = useCallback((player: Player, card: HTMLElement) => {
    opener.current = card;
    setProfileOpened(true);
    setSelected(player);
  }, []);
  const close = useCallback(() => setSelected(null), []);

  // the same element while the roster is unchanged, so opening or closing a profile skips the whole list
  const list = useMemo(() => (
    <Groups {...profileIntent}>
      {shown.map(({ group, items: players }) => (
        <ContainedGroup key={group.code || 'none'} count={group.players.length}>
          <h2>
            {group.title} <Count>({group.players.length})</Count>
          </h2>
          <Cards>
            {players.map((player) => <li key={player.id}><PlayerCard player={player} onSelect={open} /></li>)}
          </Cards>
        </ContainedGroup>
      ))}
    </Groups>
  ), [shown, open]);

  return (
    <QueryView query={query} loading={<RosterSkeleton />} empty={<EmptyState title="No roster information available" />}>
      {() => (
        <>
          {list}
          {profileOpened ? (
            <Suspense fallback={null}><PlayerProfileDialog player={selected} onClose={close} returnFocusTo={opener} /></Suspense>
          ) : null}
        </>
      )}
    </QueryView>
  );
}
