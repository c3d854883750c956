/** The rule ids that have a diagram (the first set, then the second set with specific facts). */
export const DIAGRAM_RULE_IDS = [
  'down-system', 'touchdown', 'field-goal', 'two-point-conversion', 'red-zone-offense', 'play-action', 'snap-count',
  'forward-pass', 'audible-hot-route', 'pass-interference', 'interception', 'safety-scoring', 'offensive-formation',
  'intentional-grounding', 'holding-defense', 'offside', 'fumble-recovery', 'sack', 'punt-rules', 'kickoff-rules',
  'fair-catch', 'onside-kick', 'blocked-kick', 'personal-foul', 'false-start-vs-neutral', 'delay-game', 'unsportsmanlike',
  'game-time', 'overtime', 'timeouts', 'two-minute-warning', 'coin-toss', 'change-possession',
] as const;
