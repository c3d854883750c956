export * from './common';
export * from './game-status';
export * from './situation';
export * from './drive';
export * from './drive-schemas';
// the game-clock helpers stay on ./win-probability's own entry (the chart is their only user)
export { awayWinProbability, chanceInWords, winChanceSentence, type WinChanceTeams, type WinProbabilityPoint } from './win-probability';
export * from './win-probability-schema';
export * from './learning';
export * from './hub';
export * from './live-stream';
export * from './season-record';
export * from './team-season';
export * from './game-summary';
