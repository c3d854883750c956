import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';

/** Gold (the theme's warning colour) reads on light and dark cards; the word says it for screen readers. */
const Star = styled.span(({ theme }) => ({ color: theme.color.warning, flex: '0 0 auto' }));

/** The mark beside a favorite team's name. */
export const FavoriteStar = () => <Star><span aria-hidden="true">★</span><span className="gg-visually-hidden">Favorite</span></Star>;

/** The teams a game is about, for the favorites' ordering rule (`favoritesFirst`). */
export const teamsOfGame = (game: Pick<Game, 'awayTeamId' | 'homeTeamId'>) => [game.awayTeamId, game.homeTeamId];
