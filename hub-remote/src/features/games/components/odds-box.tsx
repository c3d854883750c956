import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { useViewingPreferences } from '@gg/preferences';
import { useOdds } from '../api/get-odds';
import { signed } from '../format';
import { themed } from '@gg/ui';

const Box = styled.section(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), padding: theme.space(1),
  borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, fontSize: theme.font.size.sm, minHeight: theme.space(6.5),
})));
const Lines = styled.dl(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(1), margin: 0,
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.xs },
  '& dd': { margin: 0, fontWeight: theme.font.weight.medium },
})));
const Provider = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.xs })));

/**
 * Compact odds: the first provider's spread, total and moneylines, with its name. Only when the fan
 * has turned odds on: otherwise nothing is shown and nothing is asked for (the detail panel offers
 * the switch).
 */
export function OddsBox({ game }: { game: Game }) {
  const { showOdds } = useViewingPreferences();
  const { data } = useOdds(game.id, showOdds);
  const odds = data?.[0];
  if (!showOdds || !odds) return null;
  const away = game.awayTeamAbbreviation ?? 'Away';
  const home = game.homeTeamAbbreviation ?? 'Home';
  return (
    <Box aria-label={`Betting odds from ${odds.provider}`}>
      <Lines>
        <div><dt>Spread</dt><dd>{odds.homeTeamSpread !== null ? `${home} ${signed(odds.homeTeamSpread)}` : '—'}</dd></div>
        <div><dt>O/U</dt><dd>{odds.overUnder ?? '—'}</dd></div>
        <div><dt>Moneyline</dt><dd>{odds.awayTeamMoneyline !== null || odds.homeTeamMoneyline !== null ? `${away} ${signed(odds.awayTeamMoneyline) ?? '—'} / ${home} ${signed(odds.homeTeamMoneyline) ?? '—'}` : '—'}</dd></div>
      </Lines>
      <Provider>Odds: {odds.provider}</Provider>
    </Box>
  );
}
