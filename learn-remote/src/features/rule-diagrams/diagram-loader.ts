/**
 * Diagrams load with the rule that shows them: the 33 drawings are most of the rule page's code,
 * and a fan reading one rule needs one group of them. Which group holds which rule is listed here
 * (a test keeps it equal to the registry), so a rule without a diagram knows it at once.
 */
import type { RuleDiagram } from './types';

const GROUPS = {
  downSystem: () => import('./diagrams/down-system').then((m) => m.downSystemDiagrams),
  offense: () => import('./diagrams/offense').then((m) => m.offenseDiagrams),
  scoring: () => import('./diagrams/scoring').then((m) => m.scoringDiagrams),
  defense: () => import('./diagrams/defense').then((m) => m.defenseDiagrams),
  specialTeams: () => import('./diagrams/special-teams').then((m) => m.specialTeamsDiagrams),
  penalties: () => import('./diagrams/penalties').then((m) => m.penaltyDiagrams),
  gameFlow: () => import('./diagrams/game-flow').then((m) => m.gameFlowDiagrams),
} satisfies Record<string, () => Promise<RuleDiagram[]>>;
type Group = keyof typeof GROUPS;

const group = (name: Group, ruleIds: string[]) => ruleIds.map((id) => [id, name] as const);

export const DIAGRAM_GROUP_OF: Readonly<Record<string, Group>> = Object.fromEntries([
  ...group('downSystem', ['down-system']),
  ...group('offense', ['play-action', 'snap-count', 'forward-pass', 'audible-hot-route', 'offensive-formation']),
  ...group('scoring', ['touchdown', 'field-goal', 'two-point-conversion', 'red-zone-offense', 'safety-scoring']),
  ...group('defense', ['interception', 'fumble-recovery', 'sack']),
  ...group('specialTeams', ['punt-rules', 'kickoff-rules', 'fair-catch', 'onside-kick', 'blocked-kick']),
  ...group('penalties', ['pass-interference', 'intentional-grounding', 'holding-defense', 'offside', 'personal-foul', 'false-start-vs-neutral', 'delay-game', 'unsportsmanlike']),
  ...group('gameFlow', ['game-time', 'timeouts', 'two-minute-warning', 'coin-toss', 'overtime', 'change-possession']),
]);

const loaded = new Map<string, RuleDiagram>();

export function hasDiagram(ruleId: string): boolean {
  return Object.prototype.hasOwnProperty.call(DIAGRAM_GROUP_OF, ruleId);
}

/** The diagram if its group has loaded already (then it renders without a loading state). */
export function loadedDiagram(ruleId: string): RuleDiagram | undefined {
  return loaded.get(ruleId);
}

async function loadGroup(name: Group): Promise<void> {
  for (const diagram of await GROUPS[name]()) loaded.set(diagram.ruleId, diagram);
}

/** Loads the rule's group; rejects when its code cannot be fetched (the caller offers a retry). */
export async function loadDiagram(ruleId: string): Promise<RuleDiagram | undefined> {
  if (!hasDiagram(ruleId)) return undefined;
  if (!loaded.has(ruleId)) await loadGroup(DIAGRAM_GROUP_OF[ruleId]!);
  return loaded.get(ruleId);
}

export function loadAllDiagrams(): Promise<void[]> {
  return Promise.all((Object.keys(GROUPS) as Group[]).map(loadGroup));
}
