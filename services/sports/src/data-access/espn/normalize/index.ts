// ESPN -> @gg/contracts normalisers. All pure; all accept `unknown` and never throw.
export * from './read';
export * from './teams-reference';
export * from './teams';
export * from './games';
export * from './situation';
export * from './drives';
export * from './odds';
export * from './plays';
export * from './roster';
export * from './injuries';
export * from './news';
export * from './standings';
export * from './athlete';
export * from './team-season';
export * from './game-summary';
