/**
 * The drive under way, one short line inside the situation ("GB · This drive: 5 plays, 32 yards,
 * 2:41"), on live cards and in the game panel. Loaded with the situation's drawing (never on the
 * scores screens' first load); its row is kept by the situation's room, so it moves nothing.
 */
import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { currentDriveText, driveNumbersSpoken } from '@gg/contracts/drive';
import { nickname } from '../situation/situation-words';
import { themed } from '@gg/ui';

const Line = styled.p(themed(({ theme }) => ({
  margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted, fontVariantNumeric: 'tabular-nums',
  '& .team': { fontWeight: theme.font.weight.semibold, color: theme.color.text },
})));

/** Whose drive it is, when it is one of the two teams. */
function driveTeam(game: Game, teamId: string | undefined): { name: string; short: string } | null {
  if (teamId === undefined) return null;
  if (teamId === game.homeTeamId) return { name: nickname(game.homeTeam), short: game.homeTeamAbbreviation ?? nickname(game.homeTeam) };
  if (teamId === game.awayTeamId) return { name: nickname(game.awayTeam), short: game.awayTeamAbbreviation ?? nickname(game.awayTeam) };
  return null;
}

/** The drive under way; an empty row (its room kept) when no drive is under way. */
export function CurrentDriveLine({ game }: { game: Game }) {
  const { drive } = game;
  if (!drive) return <Line aria-hidden="true" data-drive-line="" />;
  const team = driveTeam(game, drive.teamId);
  const text = currentDriveText(drive, game);
  const spoken = drive.plays === 0 ? text : `${team ? `${team.name} drive` : 'This drive'} so far: ${driveNumbersSpoken(drive)}`;
  return (
    <Line data-drive-line={text}>
      {team ? <span aria-hidden="true"><span className="team">{team.short}</span> · </span> : null}
      <span aria-hidden="true">{text}</span>
      <span className="gg-visually-hidden">{team && drive.plays === 0 ? `${team.name}: ${spoken}` : spoken}</span>
    </Line>
  );
}
