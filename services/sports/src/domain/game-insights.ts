/**
 * Predictions and fantasy advice for a list of games, from each game's real inputs: provider odds
 * (moneylines, spreads, totals), the provider's live win probability, and team records.
 * The maths lives in ./predictions; this file only gathers the inputs. Unknown ids are skipped.
 */
import type { FantasyAdvice, Prediction } from '@gg/contracts';
import { fantasyAdvice, predictGame } from './predictions';
import type { SportsData } from './sports-data';

export function createGameInsights(data: SportsData) {
  async function inputs(gameIds: string[]) {
    const details = await Promise.all(gameIds.map((id) => data.gameDetail(id).then((d) => d.data).catch(() => null)));
    return details.filter((d): d is NonNullable<typeof d> => d !== null);
  }
  return {
    async predictions(gameIds: string[]): Promise<Prediction[]> {
      return (await inputs(gameIds)).map((d) => predictGame(d.game, d.odds, { providerHomeWinProbability: d.homeWinProbability }));
    },
    async fantasy(gameIds: string[]): Promise<FantasyAdvice[]> {
      return (await inputs(gameIds)).map((d) => fantasyAdvice(d.game, d.odds, predictGame(d.game, d.odds, { providerHomeWinProbability: d.homeWinProbability })));
    },
  };
}
export type GameInsights = ReturnType<typeof createGameInsights>;
