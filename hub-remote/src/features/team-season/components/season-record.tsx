import styled from '@emotion/styled';
import { SpoilerCover } from '@gg/preferences/settings';
import { Card, Skeleton, useHydrated, themed } from '@gg/ui';
import { useQuery } from '@gg/data';
import { lazy, Suspense } from 'react';
import { useListenForScores } from '../../../shared/live-stream/listen-for-scores';
import { teamSeasonQuery, useTeamSeason } from '../api/get-team-season';
import { recordParts, recordTitle, streakWords } from '../format';
import { useSeasonSpoiler } from '../season-spoilers';

const Wrap = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.5), padding: theme.space(1.5), minHeight: theme.space(9) })));
const Title = styled.h2(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold, color: theme.color.textMuted })));
/** "11–6  Home 5–4  Away 6–2  Division 4–2": wraps between parts, never inside one (no separator left at a line's start). */
const Parts = styled.ul(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.space(2), rowGap: theme.space(0.25), margin: 0, padding: 0, listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
  '& li': { whiteSpace: 'nowrap' },
  '& .overall': { fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold },
  '& .label': { color: theme.color.textMuted },
})));
const Note = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));

/** The record's room while it loads, so nothing below moves when it arrives. */
function RecordSkeleton() {
  return (
    <Wrap aria-busy="true">
      <span className="gg-visually-hidden" role="status">Loading record</span>
      <Skeleton width="8ch" height="1em" aria-hidden="true" />
      <Skeleton width="28ch" height="1.5em" aria-hidden="true" />
    </Wrap>
  );
}

// its code loads on game days only, near a kickoff of the team's
const SeasonFollowsScores = lazy(() => import('../follow-scores'));

/** While a game of the team is on or about to start, its season follows the scores stream (the record and results move as games end). */
function FollowScoresWhileOn({ teamId }: { teamId: string }) {
  const games = useQuery(teamSeasonQuery(teamId)).data?.games;
  const listen = useListenForScores(games);
  // the browser's work alone: the server's page and its hydration do not include it
  if (!useHydrated() || !listen || !games) return null;
  return <Suspense fallback={null}><SeasonFollowsScores teamId={teamId} games={games} /></Suspense>;
}

/**
 * The team's record under its header: overall, home, away, division (and conference), its streak
 * and place in the table, in the season the provider gives. Spoiler-safe mode covers it for a
 * protected team (its room kept, so a reveal moves nothing). A failure here is said quietly: the
 * page is still the team's page.
 */
export function SeasonRecord({ teamId, teamName }: { teamId: string; teamName: string }) {
  return <><RecordCard teamId={teamId} teamName={teamName} /><FollowScoresWhileOn teamId={teamId} /></>;
}

function RecordCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const query = useTeamSeason(teamId);
  const spoiler = useSeasonSpoiler(teamId, teamName);
  if (query.isPending) return <RecordSkeleton />;
  const record = query.season?.record ?? null;
  if (!record) {
    return (
      <Wrap>
        <Title>Record</Title>
        <Note>{query.isError ? 'The record could not be loaded right now.' : 'No record yet this season.'}</Note>
      </Wrap>
    );
  }
  const streak = record.streak ? streakWords(record.streak) : null;
  const extra = [record.standing, streak].filter(Boolean).join(' · ');
  return (
    <Wrap as="section" aria-labelledby={`record-${teamId}`}>
      <Title id={`record-${teamId}`}>{recordTitle(record)}</Title>
      {/* covered, the parts keep their labels and lose their numbers: the value never reaches the page */}
      <SpoilerCover covered={spoiler.hidden} label={spoiler.label} onReveal={spoiler.reveal} text="Reveal record">
        <Parts aria-hidden={spoiler.hidden || undefined}>
          {recordParts(record).map((p) => (
            <li key={p.label || 'overall'}>
              <span aria-hidden="true">{p.label ? <><span className="label">{p.label}</span> {spoiler.hidden ? '–' : p.text}</> : <span className="overall">{spoiler.hidden ? '–' : p.text}</span>}</span>
              {spoiler.hidden ? null : <span className="gg-visually-hidden">{p.words}</span>}
            </li>
          ))}
        </Parts>
        {extra ? <Note aria-hidden={spoiler.hidden || undefined}>{spoiler.hidden ? '\u00a0' : extra}</Note> : null}
      </SpoilerCover>
    </Wrap>
  );
}
