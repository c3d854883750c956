import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { themed } from '@gg/ui';

const Title = styled.h4(themed(({ theme }) => ({ fontSize: theme.font.size.md, fontWeight: theme.font.weight.semibold })));
const When = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

/** "Dallas Cowboys at Philadelphia Eagles", its kickoff and (unless the card lists it) the network. */
export function GameHeading({ game, id, withBroadcast = true }: { game: Game; id: string; withBroadcast?: boolean }) {
  return (
    <div>
      <Title id={id}>{game.awayTeam} at {game.homeTeam}</Title>
      <When><KickoffTime iso={game.gameDate} />{withBroadcast ? ` · ${game.broadcast ?? 'Network TBD'}` : ''}</When>
    </div>
  );
}
