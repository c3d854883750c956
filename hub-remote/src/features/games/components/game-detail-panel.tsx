import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { BettingOdds, Game, Play } from '@gg/contracts';
import { Badge, Button, Card, EmptyState, ErrorState, Skeleton, usePreloadWhenIdle, themed } from '@gg/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import { useQueryClient } from '@gg/data';
import { Fragment, memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { GlossaryTermsProvider, TermText } from '../../../shared/glossary/term-text';
import { useScoresStreamEvent } from '../../../shared/live-stream/scores-stream';
import { isStreamUp, useStreamStatus } from '../../../shared/live-stream/stream-status';
import { useLiveData } from '../api/get-live-data';
import { useOdds } from '../api/get-odds';
import { useViewingPreferences } from '@gg/preferences';
import { SpoilerCover } from '@gg/preferences/settings';
import { useGameSpoiler } from '../../../shared/spoilers/use-game-spoiler';
import { OddsOff } from './odds-off';
import { HiddenGameContext, PlaySpoiler } from './play-spoiler';
import { UpdatedTime } from './updated-time';
import { refreshPlays, usePlays } from '../api/get-plays';
import { useDelayedFeed } from '../broadcast-delayed';
import { useEarlierPlays } from '../use-earlier-plays';
import { isFinalGame, isLiveGame } from '@gg/contracts/game-status';
import { signed, statusBadge } from '../format';
import { liveClock, playLabel, playStats, yardsText } from '../play-words';
import { PenaltyHelp } from '../penalties/penalty-help';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { SituationRoom } from '../situation/situation-room';
import { SituationView } from '../situation/situation-view';
import { nickname } from '../situation/situation-words';
import { LazyGameSummary } from '../summary/lazy-game-summary';
import { DriveResultRow, useFeedDrives, type FeedDrive } from '../drive/drive-result-row';
import { useDrivesFollowGame } from '../drive/use-drives-follow-game';
import { LazyWinChances, WIN_CHANCES_CODE } from '../win-chances/lazy-win-chances';

/** The panel's tabs: a final's summary, the plays, the betting odds, the game's analytics. */
export type DetailTab = 'summary' | 'feed' | 'odds' | 'analytics';

const Panel = styled(Card)(themed(({ theme }) => ({ borderTop: `4px solid ${theme.color.accent}` })));
const TitleRow = styled.div(themed(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(1) })));
const Title = styled.h2(themed(({ theme }) => ({ fontSize: theme.font.size.lg, '& .state': { color: theme.color.textMuted, fontWeight: theme.font.weight.medium } })));
const Header = styled.div(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: theme.space(1), textAlign: 'center', margin: `${theme.space(1)} 0 ${theme.space(2)}`,
})));
const Score = styled.div(themed(({ theme }) => ({ '& strong': { display: 'block', fontSize: theme.font.size.xxl, fontVariantNumeric: 'tabular-nums' } })));
const StaleNote = styled.p(themed(({ theme }) => ({ color: theme.color.warning })));
const TabPanel = styled(TabsContent)(themed(({ theme }) => ({ marginTop: theme.space(1.5) })));
const TabPanelGap = styled.div(themed(({ theme }) => ({ marginTop: theme.space(0.5) })));
const Small = styled.span(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.xs })));

/** About one play's height in grid steps (two lines of description), for the skeleton and off-screen plays. */
const PLAY_ROW_STEPS = 11;

/** Plays rendered with the panel; earlier ones follow in batches as the fan scrolls (see useEarlierPlays). */
export const FEED_FIRST_PLAYS = 15;
export const FEED_BATCH = 10;

const FeedUpdated = styled.p(themed(({ theme }) => ({ margin: `0 0 ${theme.space(1)}` })));
const EarlierPlays = styled.div(themed(({ theme }) => ({ display: 'grid', marginTop: theme.space(1) })));
/** One column that never grows past the screen: a play off screen stands in at the width it was last drawn (content-visibility: auto remembers it). */
const List = styled.ol(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1) })));
/**
 * One play. Its parts are styled through classes of this one component: a styled component per
 * part costs a style lookup each, which adds up over a whole game's plays on a phone.
 */
const PlayItem = styled.li(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: `${theme.space(3.5)} 1fr`, gap: theme.space(1), padding: theme.space(1), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt,
  // a long feed: plays off screen are neither laid out nor painted until scrolled near
  contentVisibility: 'auto', containIntrinsicHeight: `auto ${theme.space(PLAY_ROW_STEPS)}`,
  '& .play-meta': { display: 'flex', flexWrap: 'wrap', gap: theme.space(0.75), alignItems: 'center' },
  '& .play-icon': { display: 'inline-grid', placeItems: 'center', width: theme.size.icon, color: theme.color.textMuted },
  '& .play-small': { color: theme.color.textMuted, fontSize: theme.font.size.xs },
})));

/**
 * Odds as one small card per sportsbook, each line labelled: four columns of numbers do not fit a
 * 390 px phone, so the cards stack there and sit two abreast from tablet width.
 */
const OddsList = styled.ul(themed(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})));
const OddsItem = styled.li(themed(({ theme }) => ({ padding: theme.space(1.5), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, '& h3': { fontSize: theme.font.size.md } })));
const OddsLines = styled.dl(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.5), margin: `${theme.space(1)} 0 0`,
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space(2), flexWrap: 'wrap' },
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.sm },
  '& dd': { margin: 0, fontWeight: theme.font.weight.medium, fontVariantNumeric: 'tabular-nums' },
})));
const Glossary = styled.dl(themed(({ theme }) => ({
  fontSize: theme.font.size.xs, color: theme.color.textMuted, marginTop: theme.space(1.5),
  '& dt': { fontWeight: theme.font.weight.bold },
  '& dd': { margin: `0 0 ${theme.space(0.5)}` },
  '& dd:last-of-type': { margin: 0 },
})));

const Sections = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));
const SectionTitle = styled.h3(themed(({ theme }) => ({ fontSize: theme.font.size.md })));
const Breakdown = styled.ul({ listStyle: 'none', padding: 0, margin: 0 });
const BreakdownRow = styled.li(themed(({ theme }) => ({
  display: 'flex', justifyContent: 'space-between', padding: `${theme.space(0.5)} 0`, borderBottom: `1px solid ${theme.color.border}`,
})));
const Events = styled.dl(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: theme.space(1), margin: 0,
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.xs },
  '& dd': { margin: 0, fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold },
})));

/** Drawn, not emoji: emoji fonts are missing on some phones and render as empty boxes. */
const PLAY_ICONS = {
  // a ball in flight along an arc
  pass: <><path d="M3 17c4-9 10-12 18-12" fill="none" strokeDasharray="2 2.5" /><ellipse cx="19" cy="6" rx="3.2" ry="2" transform="rotate(-30 19 6)" /></>,
  // a runner's path: straight ahead with a cut
  rush: <><path d="M3 18h7l4-6h7" fill="none" /><path d="M17 8l4 4-4 4" fill="none" /></>,
  // a football
  other: <><ellipse cx="12" cy="12" rx="8" ry="5" transform="rotate(-35 12 12)" /><path d="M9.5 14.5l5-5M10.5 11l2.5 2.5M12 9.5l2.5 2.5" fill="none" /></>,
} as const;

function PlayIcon({ type }: { type: string }) {
  const kind = /pass|interception|sack/i.test(type) ? 'pass' : /rush/i.test(type) ? 'rush' : 'other';
  return (
    <span className="play-icon" aria-hidden="true" data-kind={kind}>
      <svg viewBox="0 0 24 24" width="24" height="24" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none">{PLAY_ICONS[kind]}</svg>
    </span>
  );
}

/** One play. Memoized: a new play, or a push about the game, renders only the rows that changed. */
const PlayRow = memo(function PlayRow({ play: p }: { play: Play }) {
  const yards = yardsText(p);
  return (
    <PlayItem>
      <PlayIcon type={p.playType} />
      <PlaySpoiler play={p}><div>
        <div className="play-meta">
          <strong>Q{p.quarter} {p.clock}</strong>
          <span className="play-small">{playLabel(p.playType)}</span>
          {yards ? <span className="play-small">{yards}</span> : null}
          {p.scoringPlay ? <Badge tone="success">Scoring play</Badge> : null}
          {p.turnover ? <Badge tone="live">Turnover</Badge> : null}
          {p.penalty ? <Badge tone="warning">Penalty</Badge> : null}
        </div>
        <div><TermText text={p.description} /></div>
        {p.penalty ? <PenaltyHelp play={p} /> : null}
        <span className="play-small play-score">Score {p.awayScore}–{p.homeScore}</span>
      </div></PlaySpoiler>
    </PlayItem>
  );
});

/** Newest play first: the latest plays at once, earlier ones as the fan scrolls to them (a whole game is ~180 plays). */
/** Why a feed is empty: a game not started yet, a final the sports data has no plays for, or a live game before its first play. */
const EMPTY_FEED = { upcoming: 'Plays appear here from kickoff.', final: 'The sports data has no plays for this game.', live: undefined } as const;

const NO_DRIVES: ReadonlyMap<string, FeedDrive> = new Map();

const LiveFeed = memo(function LiveFeed({ plays, updated, stage, drivesAfter = NO_DRIVES }: {
  plays: Play[]; updated: string | null; stage: keyof typeof EMPTY_FEED;
  /** Each drive that ended, by the play that ended it: its result row goes right after that play. */
  drivesAfter?: ReadonlyMap<string, FeedDrive>;
}) {
  const newestFirst = useMemo(() => [...plays].reverse(), [plays]);
  const { shown, heldBack, showEarlier, sentinelRef } = useEarlierPlays(newestFirst.length, { first: FEED_FIRST_PLAYS, batch: FEED_BATCH });
  if (plays.length === 0) return <EmptyState level={3} title="No play-by-play data available" text={EMPTY_FEED[stage]} />;
  return (
    <>
      <FeedUpdated><Small><UpdatedTime at={updated} /></Small></FeedUpdated>
      {/* football words in the plays show their definition on tap (glossary loaded with the feed) */}
      <GlossaryTermsProvider>
        <List aria-label="Plays, newest first">
          {newestFirst.slice(0, shown).map((p) => {
            const drive = drivesAfter.get(p.id);
            return drive ? <Fragment key={p.id}><DriveResultRow entry={drive} /><PlayRow play={p} /></Fragment> : <PlayRow key={p.id} play={p} />;
          })}
        </List>
      </GlossaryTermsProvider>
      {heldBack > 0 ? (
        <EarlierPlays ref={sentinelRef}>
          <Button variant="secondary" onClick={showEarlier}>Show earlier plays ({heldBack} more)</Button>
        </EarlierPlays>
      ) : null}
    </>
  );
});

function OddsTable({ odds, game }: { odds: BettingOdds[]; game: Game }) {
  if (odds.length === 0) {
    return <EmptyState level={3} title="No betting odds available for this game" text="Odds may not exist for preseason games." />;
  }
  const away = game.awayTeamAbbreviation ?? 'Away';
  const home = game.homeTeamAbbreviation ?? 'Home';
  return (
    <>
      <OddsList aria-label="Betting odds by provider">
        {odds.map((o) => {
          const pair = (awayValue: number | null, homeValue: number | null) =>
            awayValue === null && homeValue === null ? null : `${away} ${signed(awayValue) ?? '—'} · ${home} ${signed(homeValue) ?? '—'}`;
          const lines = [
            ['Spread', pair(o.awayTeamSpread, o.homeTeamSpread)],
            ['O/U', o.overUnder === null ? null : String(o.overUnder)],
            ['Moneyline', pair(o.awayTeamMoneyline, o.homeTeamMoneyline)],
          ] as const;
          return (
            <OddsItem key={o.id}>
              <h3>{o.provider}</h3>
              <OddsLines>
                {/* values are shown only when the sportsbook gives them */}
                {lines.filter(([, value]) => value !== null).map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
              </OddsLines>
            </OddsItem>
          );
        })}
      </OddsList>
      <Glossary>
        <dt>Spread</dt><dd>Points the favorite (negative number) must win by for a bet on it to pay.</dd>
        <dt>Moneyline</dt><dd>A bet on who wins: −150 means stake 150 to win 100; +130 means stake 100 to win 130.</dd>
        <dt>O/U</dt><dd>Over/under: the expected combined points of both teams.</dd>
      </Glossary>
    </>
  );
}

function Analytics({ plays }: { plays: Play[] }) {
  // counted again only when the plays change, not on every push about the game's clock
  const { byType, events } = useMemo(() => playStats(plays), [plays]);
  if (byType.length === 0) return <EmptyState level={3} title="No data available" />;
  return (
    <Sections>
      <section aria-labelledby="breakdown-h">
        <SectionTitle id="breakdown-h">Play breakdown</SectionTitle>
        <Breakdown>
          {byType.map(([type, n]) => <BreakdownRow key={type}><span>{type}</span><strong>{n}</strong></BreakdownRow>)}
        </Breakdown>
      </section>
      <section aria-labelledby="events-h">
        <SectionTitle id="events-h">Game events</SectionTitle>
        <Events>
          {events.map(([label, n]) => <div key={label}><dt>{label}</dt><dd>{n}</dd></div>)}
        </Events>
      </section>
    </Sections>
  );
}

const Loading = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));

/** The feed's shape (updated line and the first plays) while the game's data loads. */
function FeedSkeleton() {
  const theme = useTheme();
  return (
    <Loading role="status" aria-live="polite" aria-busy="true">
      <span className="gg-visually-hidden">Loading game data...</span>
      <Skeleton width="12ch" height={theme.font.size.xs} aria-hidden="true" />
      {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={theme.space(PLAY_ROW_STEPS)} aria-hidden="true" />)}
    </Loading>
  );
}

/** The tab row above the feed's shape, for the moment before the tabs are rendered. */
function PanelSkeleton() {
  const theme = useTheme();
  return (
    <Loading>
      <Skeleton height={`calc(${theme.touchTarget} + ${theme.space(1)})`} radius="md" aria-hidden="true" />
      <TabPanelGap><FeedSkeleton /></TabPanelGap>
    </Loading>
  );
}

/** Where the game stands, for the title: Live, Final, a postponement, or Upcoming (the header says when). */
function gameState(game: Game): string {
  if (isLiveGame(game)) return 'Live';
  const label = statusBadge(game).label;
  return label ? label.charAt(0) + label.slice(1).toLowerCase() : 'Upcoming';
}

/** The header's status: a live game's clock (the newest of scoreboard and plays), else the card's badge or the kickoff. */
function HeaderStatus({ game, plays }: { game: Game; plays: readonly Play[] }) {
  const label = isLiveGame(game) ? liveClock(game, plays) : statusBadge(game).label;
  return <Badge tone={isLiveGame(game) ? 'live' : 'strong'}>{label ? label.toUpperCase() : <KickoffTime iso={game.gameDate} />}</Badge>;
}

/**
 * The open game: its live data once on opening (polled every 30 s only without the stream), which
 * also fills its plays and odds. While it is open, a pushed new play or score refreshes its plays.
 * Titled by the game ("Bills at Chiefs · Final"). Opening it puts focus on that title, so a
 * keyboard or screen-reader user lands in the panel; the page is not scrolled anywhere else.
 */
export function GameDetailPanel({ game, onClose, tab, onTabChange }: {
  game: Game;
  onClose: () => void;
  /**
   * The open tab, when the screen keeps it: a screen that moves the panel with its game (a live game
   * ending moves to Final Scores) mounts it anew there, and the fan stays on the tab being read.
   */
  tab?: DetailTab;
  onTabChange?: (tab: DetailTab) => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // after the frame that shows the panel: moving focus makes the browser lay the page out at once,
  // which would otherwise hold that first frame back on a slow phone. A fan quicker than that frame
  // (a tab already tapped) keeps their place in the panel.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusTitle = () => {
      const title = titleRef.current;
      if (title && !title.closest('section')?.contains(document.activeElement)) title.focus();
    };
    const frame = requestAnimationFrame(() => { timer = setTimeout(focusTitle, 0); });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, []);
  const client = useQueryClient();
  const live = useLiveData(game.id, { poll: !isStreamUp(useStreamStatus()) });
  const plays = usePlays(game.id, { enabled: false });
  // odds come with the live data; the odds call is made only when the live data has none
  const { showOdds } = useViewingPreferences();
  const spoiler = useGameSpoiler(game);
  // odds are asked for only when the fan shows them and the live data came without any
  const odds = useOdds(game.id, showOdds && live.isSuccess && live.data.bettingOdds.length === 0);
  useDrivesFollowGame(game);
  const drivesAfter = useFeedDrives(game, live.data?.drives);

  useScoresStreamEvent('game', (change) => {
    if (change.gameId === game.id && change.changes.some((kind) => kind === 'play' || kind === 'score')) {
      void refreshPlays(client, game.id).catch(() => {}); // a failed refresh keeps the list shown
    }
  });

  // behind the broadcast: the plays held back, and never ahead of the score in the header
  const feed = useDelayedFeed(game, plays.data);
  const playList = feed?.data ?? live.data?.playByPlay ?? [];
  const updated = feed?.updatedAt ?? live.data?.lastUpdated ?? null;
  const stale = feed?.stale ?? live.data?.stale ?? false;
  // The tap paints the panel with its header at once; the tabs follow in a background render right
  // after, while the game's data is still on its way, so neither waits for the other on a slow phone.
  const tabsReady = useDeferredValue(true, false);
  usePreloadWhenIdle(WIN_CHANCES_CODE); // the Game Analytics tab then draws its chart at once
  // scores are shown once the game has started, as on the cards
  const started = isLiveGame(game) || isFinalGame(game);
  return (
    <Panel as="section" aria-labelledby="game-detail-title">
      <TitleRow>
        <Title id="game-detail-title" ref={titleRef} tabIndex={-1}>
          {nickname(game.awayTeam)} at {nickname(game.homeTeam)}<span className="state"> · {gameState(game)}</span>
        </Title>
        <Button variant="secondary" size="sm" onClick={onClose}>Close</Button>
      </TitleRow>
      <SpoilerCover covered={spoiler.hidden} label={spoiler.label} onReveal={spoiler.reveal} text={spoiler.label}>
        <Header>
          <Score><span>{game.awayTeam}</span>{started ? <strong>{spoiler.hidden ? '–' : game.awayScore}</strong> : null}</Score>
          <HeaderStatus game={game} plays={playList} />
          <Score><span>{game.homeTeam}</span>{started ? <strong>{spoiler.hidden ? '–' : game.homeScore}</strong> : null}</Score>
        </Header>
      </SpoilerCover>
      {isLiveGame(game) && game.situation
        ? spoiler.hidden ? <SituationRoom hidden /> : <SituationView game={game} situation={game.situation} />
        : null}
      {live.isError ? <ErrorState level={3} error={live.error} onRetry={() => void live.refetch()} />
        : !tabsReady ? <PanelSkeleton />
        : (
          // a final opens on its summary (as the game arrives here, behind the broadcast if the fan is)
          <Tabs value={tab} defaultValue={isFinalGame(game) ? 'summary' : 'feed'} onValueChange={onTabChange as ((value: string) => void) | undefined}>
            <TabsList aria-label="Game detail">
              {isFinalGame(game) ? <TabsTrigger value="summary">Summary</TabsTrigger> : null}
              <TabsTrigger value="feed">{isLiveGame(game) ? 'Live Feed' : 'Plays'}</TabsTrigger>
              <TabsTrigger value="odds">Betting Odds</TabsTrigger>
              <TabsTrigger value="analytics">Game Analytics</TabsTrigger>
            </TabsList>
            {stale ? <StaleNote role="status">Showing the last data received; the provider is not answering right now.</StaleNote> : null}
            {/* each tab shows the loading feed's shape until the game's data is there */}
            {isFinalGame(game) ? <TabPanel value="summary"><LazyGameSummary game={game} /></TabPanel> : null}
            <TabPanel value="feed">{live.isPending ? <FeedSkeleton /> : <HiddenGameContext value={spoiler.hidden ? game.id : null}><LiveFeed plays={playList} updated={updated} stage={isLiveGame(game) ? 'live' : isFinalGame(game) ? 'final' : 'upcoming'} drivesAfter={drivesAfter} /></HiddenGameContext>}</TabPanel>
            <TabPanel value="odds">{!showOdds ? <OddsOff /> : live.isPending ? <FeedSkeleton /> : <OddsTable odds={odds.data ?? live.data.bettingOdds} game={game} />}</TabPanel>
            <TabPanel value="analytics">
              {/* first in the tab: how the game has swung, before the counts of what happened */}
              {live.isPending ? <FeedSkeleton /> : <><LazyWinChances game={game} plays={playList} hidden={spoiler.hidden} /><Analytics plays={playList} /></>}
            </TabPanel>
          </Tabs>
        )}
    </Panel>
  );
}
