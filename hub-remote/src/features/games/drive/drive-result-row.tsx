/**
 * The feed's row for a drive that ended ("Drive: 8 plays, 75 yards, 4:12 — Touchdown"), shown
 * right after the drive's last play (above it: the feed is newest first). The drives come with
 * the game's live data; a row appears only once the feed shows that last play, so the broadcast
 * delay, which holds the plays back, holds the drive back with them. In spoiler-safe mode the
 * result is hidden with the score (a touchdown or a field goal tells who scored).
 */
import styled from '@emotion/styled';
import type { CompletedDrive, Game } from '@gg/contracts';
import { completedDriveText, DRIVE_RESULT_WORDS, driveNumbersSpoken, driveNumbersText } from '@gg/contracts/drive';
import { memo, use, useMemo } from 'react';
import { HiddenGameContext } from '../components/play-spoiler';
import { nickname } from '../situation/situation-words';
import { themed } from '@gg/ui';

/** A drive in the feed with its team's names, when the team is one of the game's two. */
export interface FeedDrive {
  drive: CompletedDrive;
  team: { name: string; short: string } | null;
}

/**
 * The drives that ended, keyed by the play that ended each (the feed puts each after that play).
 * Kept while the drives and the teams stay the same, so a push about the game's clock renders no row.
 */
export function useFeedDrives(game: Game, drives: CompletedDrive[] | undefined): ReadonlyMap<string, FeedDrive> {
  const { homeTeamId, awayTeamId, homeTeam, awayTeam, homeTeamAbbreviation, awayTeamAbbreviation } = game;
  return useMemo(() => {
    const teams = new Map<string, { name: string; short: string }>();
    if (homeTeamId) teams.set(homeTeamId, { name: nickname(homeTeam), short: homeTeamAbbreviation ?? nickname(homeTeam) });
    if (awayTeamId) teams.set(awayTeamId, { name: nickname(awayTeam), short: awayTeamAbbreviation ?? nickname(awayTeam) });
    const byEndPlay = new Map<string, FeedDrive>();
    for (const drive of drives ?? []) {
      if (drive.endPlayId) byEndPlay.set(drive.endPlayId, { drive, team: drive.teamId ? teams.get(drive.teamId) ?? null : null });
    }
    return byEndPlay;
  }, [drives, homeTeamId, awayTeamId, homeTeam, awayTeam, homeTeamAbbreviation, awayTeamAbbreviation]);
}

const Row = styled.li(themed(({ theme }) => ({
  padding: `${theme.space(0.75)} ${theme.space(1)}`, borderRadius: theme.radius.sm,
  borderLeft: `${theme.space(0.5)} solid ${theme.color.accent}`, background: theme.color.surface,
  fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold,
  // the team and the sentence run on as one line, wrapping like text
  '& .team': { color: theme.color.textMuted, marginRight: theme.space(0.75) },
  '& .hidden-result': { fontWeight: theme.font.weight.medium, fontStyle: 'italic', color: theme.color.textMuted },
})));

/** One drive that ended, named for a screen reader by its team, numbers and result. */
export const DriveResultRow = memo(function DriveResultRow({ entry: { drive, team } }: { entry: FeedDrive }) {
  const hidden = use(HiddenGameContext) !== null;
  const whose = team ? `${team.name} drive` : 'Drive';
  const result = drive.result ? DRIVE_RESULT_WORDS[drive.result] : null;
  const spokenResult = hidden ? 'result hidden while spoiler-safe is on' : result;
  const name = `${whose}: ${driveNumbersSpoken(drive)}${spokenResult ? `, ${spokenResult}` : ''}`;
  return (
    <Row aria-label={name} data-drive-result={drive.id}>
      {team ? <span className="team" aria-hidden="true">{team.short}</span> : null}
      {hidden ? (
        <span>Drive: {driveNumbersText(drive)}{result ? <> — <span className="hidden-result">result hidden</span></> : null}</span>
      ) : (
        <span>{completedDriveText(drive)}</span>
      )}
    </Row>
  );
});
