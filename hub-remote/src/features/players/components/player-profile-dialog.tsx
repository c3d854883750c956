import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Player, PlayerBio } from '@gg/contracts';
import { Skeleton, themed } from '@gg/ui';
import { Dialog, DialogContent } from '@gg/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import type { UseQueryResult } from '@gg/data';
import { useDeferredValue, type RefObject } from 'react';
import { usePlayerBio } from '../api/get-player-bio';
import { experienceLabel, jerseyLabel, weightLabel } from '../format';
import { AdvancedStats } from './advanced-stats';
import { PlayerBiography } from './player-biography';
import { PlayerAvatar } from './player-avatar';
import { SeasonStats } from './season-stats';
import { TabSkeleton } from './profile-parts';

const Header = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), marginBottom: theme.space(2) })));

const Facts = styled.dl(themed(({ theme }) => ({
  flex: 1, minWidth: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${theme.space(1)} ${theme.space(1.5)}`,
  '& > div': { display: 'grid', minWidth: 0 },
  '& dt': { fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '& dd': { margin: 0, fontWeight: theme.font.weight.semibold, overflowWrap: 'anywhere' },
})));

const Panel = styled(TabsContent)(themed(({ theme }) => ({ paddingTop: theme.space(2) })));
const SkeletonPanel = styled.div(themed(({ theme }) => ({ paddingTop: theme.space(2) })));

const MISSING = '—';

/** Roster facts, overridden by the bio's wherever the bio knows better. */
function merged(player: Player, bio: PlayerBio | null | undefined): Player {
  if (!bio) return player;
  const pick = <K extends keyof Player>(key: K): Player[K] => bio[key] ?? player[key];
  return {
    ...player,
    position: pick('position'), jersey: pick('jersey'), height: pick('height'), weight: pick('weight'),
    age: pick('age'), experience: pick('experience'), college: pick('college'), headshot: pick('headshot'),
  };
}

function ProfileHeader({ player }: { player: Player }) {
  const facts: [string, string | null][] = [
    ['Jersey', player.jersey ? jerseyLabel(player.jersey) : null],
    ['Position', player.position],
    ['Height', player.height],
    ['Weight', weightLabel(player.weight)],
    ['Age', player.age == null ? null : String(player.age)],
    ['Experience', experienceLabel(player.experience)],
  ];
  return (
    <Header>
      <PlayerAvatar headshot={player.headshot} jersey={player.jersey} size="profile" decorative />
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? MISSING}</dd>
          </div>
        ))}
      </Facts>
    </Header>
  );
}

/** The profile's sections: inactive tabs are unmounted, so each tab's numbers are requested when it is first opened. */
function ProfileTabs({ player, bio }: { player: Player; bio: UseQueryResult<PlayerBio | null> }) {
  return (
    <Tabs defaultValue="bio">
      <TabsList aria-label="Player profile sections">
        <TabsTrigger value="bio">Biography</TabsTrigger>
        <TabsTrigger value="stats">Season Stats</TabsTrigger>
        <TabsTrigger value="advanced">Advanced Stats</TabsTrigger>
      </TabsList>
      <Panel value="bio"><PlayerBiography player={player} query={bio} /></Panel>
      <Panel value="stats"><SeasonStats player={player} /></Panel>
      <Panel value="advanced"><AdvancedStats player={player} /></Panel>
    </Tabs>
  );
}

/** The tab row and a loading Biography, the shape ProfileTabs has while the bio loads (no shift when it replaces this). */
function ProfileTabsSkeleton() {
  const theme = useTheme();
  return (
    <>
      <Skeleton height={`calc(${theme.touchTarget} + ${theme.space(1)})`} radius="md" aria-hidden="true" />
      <SkeletonPanel><TabSkeleton label="Loading player information" rows={3} /></SkeletonPanel>
    </>
  );
}

function Profile({ player, returnFocusTo }: { player: Player; returnFocusTo: RefObject<HTMLElement | null> }) {
  const bio = usePlayerBio(player.id, player.name);
  const shown = merged(player, bio.data);
  // The tap paints the dialog with its header at once; the tabs follow in a background render
  // right after, so opening a profile does not wait for them on a slow phone.
  const tabsReady = useDeferredValue(true, false);
  return (
    <DialogContent title={`${player.name} - Player Profile`} returnFocusTo={returnFocusTo}>
      <ProfileHeader player={shown} />
      {tabsReady ? <ProfileTabs player={shown} bio={bio} /> : <ProfileTabsSkeleton />}
    </DialogContent>
  );
}

/**
 * The player profile: open while a player is selected. Focus moves into it; Escape or the close
 * button calls `onClose` (which clears the selection) and focus returns to `returnFocusTo`.
 */
export function PlayerProfileDialog({ player, onClose, returnFocusTo }: { player: Player | null; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      {player ? <Profile key={player.id} player={player} returnFocusTo={returnFocusTo} /> : null}
    </Dialog>
  );
}
