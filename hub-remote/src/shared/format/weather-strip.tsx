import styled from '@emotion/styled';
import { weatherItems, type GameWeather } from './weather';
import { themed } from '@gg/ui';

const Strip = styled.ul(themed(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: `${theme.space(0.75)} ${theme.space(1)}`, display: 'flex', flexWrap: 'wrap', gap: `${theme.space(0.5)} ${theme.space(1.5)}`,
  borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, fontSize: theme.font.size.sm, color: theme.color.text,
})));
const Item = styled.li(themed(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5) })));
const Warning = styled.strong(themed(({ theme }) => ({ color: theme.color.warning, fontWeight: theme.font.weight.bold })));

/**
 * The weather strip of a game (nothing when the game has no weather at all). `compact` leaves out
 * light wind. Warnings carry a ⚠ and a word, not colour alone.
 */
export function WeatherStrip({ game, compact = false }: { game: GameWeather; compact?: boolean }) {
  const items = weatherItems(game, { compact });
  if (items.length === 0) return null;
  return (
    <Strip aria-label="Weather">
      {items.map((item) => (
        <Item key={item.kind}>
          {item.text}
          {item.warning ? <Warning><span aria-hidden="true">⚠ </span><span className="gg-visually-hidden">Warning: </span>{item.warning}</Warning> : null}
        </Item>
      ))}
    </Strip>
  );
}
