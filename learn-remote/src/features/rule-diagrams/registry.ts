import { downSystemDiagrams } from './diagrams/down-system';
import { offenseDiagrams } from './diagrams/offense';
import { scoringDiagrams } from './diagrams/scoring';
import { defenseDiagrams } from './diagrams/defense';
import { specialTeamsDiagrams } from './diagrams/special-teams';
import { penaltyDiagrams } from './diagrams/penalties';
import { gameFlowDiagrams } from './diagrams/game-flow';
import type { RuleDiagram } from './types';

const all: RuleDiagram[] = [...downSystemDiagrams, ...offenseDiagrams, ...scoringDiagrams, ...defenseDiagrams, ...specialTeamsDiagrams, ...penaltyDiagrams, ...gameFlowDiagrams];

/** Every rule diagram, by rule id. */
export const ruleDiagrams: Record<string, RuleDiagram> = Object.fromEntries(all.map((d) => [d.ruleId, d]));

export function diagramFor(ruleId: string): RuleDiagram | undefined {
  return Object.prototype.hasOwnProperty.call(ruleDiagrams, ruleId) ? ruleDiagrams[ruleId] : undefined;
}
