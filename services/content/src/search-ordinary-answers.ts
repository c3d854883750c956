/**
 * What ordinary queries answer through /api/search (ids, best first, every list), checked by
 * search-ordinary.test.ts: bounding what a query may cost must not change them. Update it on purpose
 * when the content or the ranking changes.
 */
export const ORDINARY_ANSWERS: Record<string, { rules: string[]; terms: string[]; penalties: string[] }> = {
  'holding': {
    rules: ['holding-offense', 'holding-defense', 'half-the-distance', 'spot-of-foul', 'coaches-challenge', 'safety-scoring', 'declining-penalty', 'pass-interference'],
    terms: ['holding', 'illegal-contact', 'automatic-first-down', 'catch'],
    penalties: ['offensive-holding', 'defensive-holding'],
  },
  'Holding': {
    rules: ['holding-offense', 'holding-defense', 'half-the-distance', 'spot-of-foul', 'coaches-challenge', 'safety-scoring', 'declining-penalty', 'pass-interference'],
    terms: ['holding', 'illegal-contact', 'automatic-first-down', 'catch'],
    penalties: ['offensive-holding', 'defensive-holding'],
  },
  'pass interference': {
    rules: ['pass-interference', 'offensive-pass-interference', 'illegal-contact', 'half-the-distance', 'spot-of-foul'],
    terms: ['pass-interference', 'spot-foul', 'illegal-contact', 'automatic-first-down'],
    penalties: ['offensive-pass-interference', 'defensive-pass-interference'],
  },
  'how does overtime work': {
    rules: ['overtime', 'coin-toss', 'instant-replay', 'coaches-challenge', 'timeouts'],
    terms: ['overtime', 'sudden-death', 'coin-toss', 'quarter', 'prop-bet', 'instant-replay'],
    penalties: [],
  },
  'line of scrimmage': {
    rules: ['line-of-scrimmage', 'ineligible-downfield', 'eligible-receivers', 'illegal-motion', 'forward-pass', 'offside', 'offensive-formation', 'illegal-formation', 'audible-hot-route', 'motion-and-shifts', 'first-touching', 'sack', 'illegal-contact', 'snap-count', 'lateral', 'intentional-grounding', 'holding-offense', 'spot-of-foul', 'missed-field-goal', 'holding-defense', 'offensive-pass-interference', 'blocked-kick', 'field-goal', 'incomplete-pass', 'pass-interference'],
    terms: ['line-of-scrimmage', 'trenches', 'backfield', 'audible', 'tackle-for-loss', 'illegal-formation', 'spot', 'neutral-zone', 'snap', 'screen-pass', 'sack', 'forward-pass', 'offside', 'tackle-box', 'box', 'air-yards', 'throwaway'],
    penalties: ['ineligible-man-downfield', 'illegal-crackback-block', 'illegal-motion', 'illegal-formation', 'illegal-forward-pass', 'offside', 'illegal-touching-of-a-kick', 'illegal-contact'],
  },
  'false start': {
    rules: ['false-start-vs-neutral', 'snap-count', 'spot-of-foul', 'illegal-motion', 'penalty-flags', 'ten-second-runoff'],
    terms: ['false-start', 'neutral-zone-infraction', 'ten-second-runoff', 'illegal-motion', 'snap-count'],
    penalties: ['false-start'],
  },
  'touchdwn': {
    rules: ['touchdown', 'scoring-summary', 'red-zone-offense', 'defensive-scoring', 'two-point-conversion', 'kickoff-rules', 'extra-point', 'interception', 'fumble-recovery', 'blocked-kick', 'fourth-down-fumble', 'illegal-block-in-the-back', 'change-possession', 'unsportsmanlike', 'overtime'],
    terms: ['touchdown', 'pick-six', 'red-zone-efficiency', 'end-zone', 'two-point-conversion', 'goal-line', 'extra-point', 'ppr', 'kickoff', 'try', 'qb-rating', 'untimed-down'],
    penalties: ['excessive-celebration'],
  },
  'interfer': {
    rules: ['pass-interference', 'offensive-pass-interference', 'eligible-receivers', 'half-the-distance', 'illegal-contact', 'spot-of-foul', 'fair-catch'],
    terms: ['pass-interference', 'kick-catch-interference', 'spot-foul', 'illegal-contact', 'automatic-first-down', 'fair-catch'],
    penalties: ['defensive-pass-interference', 'offensive-pass-interference', 'kick-catch-interference'],
  },
  'quarterback': {
    rules: ['sack', 'roughing-the-passer', 'audible-hot-route', 'snap-count', 'intentional-grounding', 'blitz', 'forward-pass', 'spike-and-kneel', 'play-action', 'offensive-formation', 'encroachment', 'illegal-contact', 'ineligible-downfield', 'incomplete-pass', 'false-start-vs-neutral', 'eligible-receivers', 'safety-scoring', 'play-clock', 'zone-vs-man', 'offside'],
    terms: ['quarterback', 'quarterback-sneak', 'tush-push', 'scramble', 'play-calling', 'run-pass-option', 'bootleg', 'kneel-down', 'roughing-the-passer', 'audible', 'pocket', 'sack', 'backfield', 'qb-rating', 'passing', 'completion-percentage', 'handoff', 'pass-rush', 'hot-route', 'under-center', 'blitz', 'center', 'pistol', 'trick-play', 'strip-sack'],
    penalties: ['neutral-zone-infraction', 'roughing-the-passer', 'illegal-contact'],
  },
  'what is a safety': {
    rules: ['safety-scoring', 'safety-kick', 'tackle', 'defensive-scoring', 'scoring-summary', 'intentional-grounding', 'targeting-helmet', 'chop-block', 'hip-drop-tackle', 'personal-foul', 'blocked-kick', 'sack', 'change-possession', 'forward-progress', 'holding-offense', 'overtime'],
    terms: ['safety', 'strong-safety', 'free-safety', 'safety-position', 'free-kick', 'secondary', 'box', 'cover-2', 'cover-3', 'intentional-grounding'],
    penalties: ['offensive-holding', 'intentional-grounding'],
  },
  'two point conversion': {
    rules: ['two-point-conversion', 'scoring-summary'],
    terms: ['two-point-conversion', 'defensive-two-point-return', 'extra-point', 'try', 'touchdown'],
    penalties: [],
  },
  'fair catch': {
    rules: ['fair-catch', 'fair-catch-kick', 'pass-interference', 'punt-rules', 'kickoff-rules'],
    terms: ['fair-catch', 'fair-catch-kick', 'kick-catch-interference', 'yards-after-catch', 'free-kick', 'air-yards', 'hang-time', 'returner', 'punt', 'pass-interference'],
    penalties: ['invalid-fair-catch-signal', 'kick-catch-interference'],
  },
  'roughing the passer': {
    rules: ['roughing-the-passer', 'sack'],
    terms: ['roughing-the-passer', 'defenseless-player', 'personal-foul', 'front-seven', 'running-back'],
    penalties: ['roughing-the-passer'],
  },
  'offside': {
    rules: ['offside', 'encroachment', 'penalty-flags', 'spot-of-foul', 'snap-count'],
    terms: ['offside', 'hard-count', 'free-play', 'snap-count', 'encroachment', 'neutral-zone-infraction', 'false-start'],
    penalties: ['offside'],
  },
  'sack': {
    rules: ['sack', 'illegal-block-in-the-back', 'intentional-grounding', 'incomplete-pass', 'blitz', 'holding-offense', 'clipping', 'horse-collar', 'safety-scoring', 'snap-count', 'touchback', 'offensive-formation', 'lateral', 'forward-progress', 'field-goal', 'play-action', 'illegal-motion', 'officials', 'fumble-through-end-zone', 'blocked-kick', 'fourth-down-fumble', 'roughing-the-kicker', 'forward-pass', 'false-start-vs-neutral', 'declining-penalty'],
    terms: ['sack', 'strip-sack', 'running-back', 'block-in-the-back', 'scramble', 'forced-fumble', 'throwaway', 'defensive-end', 'fumble', 'tackle-for-loss', 'blitz', 'pass-rush', 'safety', 'edge-rusher', 'fullback', 'checkdown', 'handoff', 'i-formation', 'screen-pass', 'wildcat', 'flex', 'personnel-grouping', 'yards-per-carry', 'backfield', 'rushing'],
    penalties: ['illegal-peel-back-block', 'illegal-block-in-the-back', 'clipping', 'illegal-forward-pass', 'player-out-of-bounds-on-punt', 'false-start', 'illegal-crackback-block', 'horse-collar-tackle', 'illegal-touching-forward-pass', 'intentional-grounding'],
  },
  'field goal': {
    rules: ['field-goal', 'missed-field-goal', 'scoring-summary', 'red-zone-offense', 'blocked-kick', 'fair-catch-kick', 'change-possession', 'kickoff-rules', 'lateral', 'instant-replay', 'forward-progress', 'safety-scoring', 'extra-point', 'down-system'],
    terms: ['field-goal', 'goal-line', 'playing-field', 'crossbar', 'goalpost', 'uprights', 'icing-the-kicker', 'holder', 'yard-line', 'blocked-kick', 'end-zone', 'special-teams', 'kicker', 'red-zone', 'midfield', 'fair-catch-kick', 'red-zone-efficiency', 'coffin-corner', 'end-line', 'pylon', 'hash-marks', 'going-for-it', 'kickoff', 'long-snapper'],
    penalties: [],
  },
  'punt': {
    rules: ['first-touching', 'muffed-punt', 'punt-rules', 'change-possession', 'blocked-kick', 'fair-catch', 'roughing-the-kicker', 'safety-kick', 'touchback', 'safety-scoring', 'missed-field-goal', 'fair-catch-kick', 'down-system', 'delay-game'],
    terms: ['punt', 'punter', 'coffin-corner', 'hang-time', 'muff', 'return', 'kick-catch-interference', 'blocked-kick', 'fair-catch', 'gunner', 'returner', 'special-teams', 'going-for-it', 'field-position', 'touchback', 'running-into-the-kicker', 'long-snapper', 'snap', 'roughing-the-kicker', 'drive', 'holder'],
    penalties: ['player-out-of-bounds-on-punt', 'kick-catch-interference', 'illegal-touching-of-a-kick', 'running-into-the-kicker', 'roughing-the-kicker'],
  },
  'kickoff': {
    rules: ['kickoff-rules', 'coin-toss', 'touchback', 'onside-kick', 'change-possession', 'fair-catch', 'out-of-bounds', 'game-time', 'missed-field-goal', 'unsportsmanlike', 'overtime'],
    terms: ['kickoff', 'dynamic-kickoff', 'landing-zone', 'onside-kick', 'setup-zone', 'squib-kick', 'halftime', 'defer', 'touchback', 'returner', 'special-teams', 'free-kick', 'kicker', 'return', 'coin-toss', 'fair-catch'],
    penalties: ['excessive-celebration'],
  },
  'first down': {
    rules: ['first-down-measurement', 'down-system', 'pass-interference', 'holding-defense', 'illegal-contact', 'personal-foul', 'punt-rules', 'roughing-the-kicker', 'roughing-the-passer', 'hip-drop-tackle', 'coin-toss', 'catch-rule', 'out-of-bounds', 'horse-collar', 'muffed-punt', 'offside', 'penalty-flags', 'targeting-helmet', 'encroachment', 'facemask', 'game-time', 'forward-pass', 'false-start-vs-neutral', 'unsportsmanlike', 'red-zone-offense'],
    terms: ['first-down', 'automatic-first-down', 'down', 'down-and-distance', 'third-down-conversion-rate', 'line-to-gain', 'holding', 'pass-interference', 'chains', 'goal-to-go', 'chain-crew', 'penalty', 'running-into-the-kicker', 'roughing-the-kicker', 'illegal-contact', 'roughing-the-passer', 'personal-foul', 'hip-drop-tackle'],
    penalties: ['unsportsmanlike-conduct', 'taunting', 'disconcerting-signals', 'excessive-celebration', 'face-mask', 'illegal-touching-forward-pass', 'defensive-holding', 'offensive-holding', 'running-into-the-kicker', 'roughing-the-kicker', 'unnecessary-roughness', 'striking-kicking-kneeing', 'illegal-use-of-hands-defense', 'tripping', 'late-hit-out-of-bounds', 'use-of-helmet', 'personal-foul', 'horse-collar-tackle', 'hit-on-defenseless-player', 'roughing-the-passer', 'illegal-contact', 'hip-drop-tackle', 'defensive-pass-interference'],
  },
  'unsportsmanlike conduct': {
    rules: ['unsportsmanlike'],
    terms: ['unsportsmanlike-conduct', 'ejection', 'taunting', 'personal-foul'],
    penalties: ['unsportsmanlike-conduct', 'sideline-infraction', 'disconcerting-signals', 'excessive-celebration'],
  },
  'can the defense score': {
    rules: ['defensive-scoring', 'touchdown', 'scoring-summary', 'sack', 'missed-field-goal', 'change-possession', 'interception', 'fumble-recovery', 'two-point-conversion', 'intentional-grounding', 'holding-offense'],
    terms: ['safety-position', 'safety'],
    penalties: ['offensive-holding'],
  },
  'how many points is a touchdown': {
    rules: ['touchdown', 'scoring-summary', 'interception'],
    terms: ['touchdown', 'two-point-conversion', 'extra-point', 'pick-six', 'try', 'ppr'],
    penalties: [],
  },
  'pla': {
    rules: ['play-clock', 'play-action', 'overtime', 'fair-catch-kick', 'too-many-men', 'eligible-receivers', 'horse-collar', 'delay-game', 'lateral', 'targeting-helmet', 'instant-replay', 'motion-and-shifts', 'audible-hot-route', 'tackle', 'personal-foul', 'clock-stoppages', 'fourth-down-fumble', 'offensive-formation', 'chop-block', 'two-minute-warning', 'touchdown', 'illegal-formation', 'illegal-shift', 'fumble-recovery', 'encroachment'],
    terms: ['playing-field', 'playoffs', 'defenseless-player', 'play-clock', 'play-action', 'trick-play', 'free-play', 'play-calling', 'draw-play', 'home-field-advantage', 'huddle', 'overtime', 'bye-week', 'wild-card', 'super-bowl', 'division', 'injured-reserve', 'seeding', 'spot', 'regular-season', 'game-clock', 'flea-flicker', 'hurry-up-offense', 'delay-of-game', 'bootleg'],
    penalties: ['hit-on-defenseless-player', 'player-out-of-bounds-on-punt', 'illegal-substitution', 'twelve-men-in-the-huddle', 'delay-of-game', 'too-many-men-on-the-field', 'roughing-the-kicker', 'horse-collar-tackle', 'intentional-grounding', 'encroachment', 'neutral-zone-infraction', 'illegal-shift', 'false-start', 'offside', 'illegal-touching-of-a-kick', 'unnecessary-roughness', 'chop-block', 'illegal-formation', 'disconcerting-signals', 'personal-foul', 'illegal-forward-pass', 'late-hit-out-of-bounds', 'defensive-delay-of-game', 'sideline-infraction', 'illegal-kick'],
  },
  'touc': {
    rules: ['first-touching', 'touchdown', 'touchback', 'scoring-summary', 'kickoff-rules', 'fumble-through-end-zone', 'tackle', 'muffed-punt', 'red-zone-offense', 'punt-rules', 'defensive-scoring', 'interception', 'encroachment', 'two-point-conversion', 'catch-rule', 'onside-kick', 'fair-catch', 'out-of-bounds', 'overtime', 'extra-point', 'offside', 'roughing-the-kicker', 'instant-replay', 'eligible-receivers', 'pass-interference'],
    terms: ['touchback', 'touchdown', 'dynamic-kickoff', 'kickoff', 'pick-six', 'down-by-contact', 'red-zone-efficiency', 'end-zone', 'two-point-conversion', 'goal-line', 'extra-point', 'field-position', 'pylon', 'encroachment', 'muff', 'out-of-bounds', 'ppr', 'try', 'qb-rating', 'untimed-down'],
    penalties: ['illegal-touching-of-a-kick', 'illegal-touching-forward-pass', 'ineligible-man-downfield', 'encroachment', 'excessive-celebration', 'roughing-the-kicker'],
  },
  'pen': {
    rules: ['offsetting-penalties', 'declining-penalty', 'penalty-flags', 'spot-of-foul', 'half-the-distance', 'clock-stoppages', 'ten-second-runoff', 'delay-game', 'targeting-helmet', 'offside', 'play-clock', 'ineligible-downfield', 'offensive-pass-interference', 'intentional-grounding', 'roughing-the-passer', 'false-start-vs-neutral', 'illegal-block-in-the-back', 'illegal-contact', 'facemask', 'illegal-motion', 'officials', 'illegal-shift', 'horse-collar', 'illegal-formation', 'holding-defense'],
    terms: ['declined-penalty', 'offsetting-penalties', 'penalty', 'penalty-flag', 'flag', 'referee', 'yellow-flag', 'loss-of-down', 'free-play', 'half-the-distance', 'too-many-men-on-the-field', 'block-in-the-back', 'automatic-first-down', 'encroachment', 'delay-of-game', 'spot-foul', 'holding', 'untimed-down', 'officials', 'red-flag', 'offside', 'neutral-zone-infraction', 'false-start', 'pass-interference', 'illegal-contact'],
    penalties: ['illegal-touching-forward-pass', 'neutral-zone-infraction'],
  },
  'def hold': {
    rules: ['holding-defense', 'holding-offense', 'illegal-contact', 'pass-interference', 'declining-penalty', 'safety-scoring', 'chop-block', 'roughing-the-kicker', 'offensive-pass-interference', 'blocked-kick', 'fourth-down-fumble', 'play-action', 'missed-field-goal', 'half-the-distance', 'horse-collar', 'facemask', 'spot-of-foul', 'touchdown', 'extra-point', 'fair-catch-kick'],
    terms: ['holding', 'illegal-contact'],
    penalties: ['defensive-holding', 'offensive-holding', 'roughing-the-kicker'],
  },
  'what happens when the quarterback fumbles the ball': {
    rules: ['fumble-recovery', 'fumble-through-end-zone', 'fourth-down-fumble', 'sack', 'roughing-the-passer', 'snap-count', 'intentional-grounding', 'forward-pass', 'change-possession', 'offside', 'spike-and-kneel', 'catch-rule', 'touchdown', 'defensive-scoring', 'incomplete-pass', 'safety-scoring', 'play-clock', 'ineligible-downfield', 'touchback', 'two-point-conversion', 'lateral', 'offensive-formation', 'play-action', 'illegal-contact', 'encroachment'],
    terms: ['strip-sack'],
    penalties: ['roughing-the-passer', 'illegal-contact'],
  },
  'intentional grounding': {
    rules: ['intentional-grounding', 'incomplete-pass', 'ten-second-runoff', 'spike-and-kneel', 'safety-scoring'],
    terms: ['intentional-grounding', 'loss-of-down', 'throwaway', 'tackle-box'],
    penalties: ['intentional-grounding'],
  },
  'delay of game': {
    rules: ['delay-game', 'play-clock', 'timeouts'],
    terms: ['delay-of-game', 'play-clock'],
    penalties: ['delay-of-game', 'defensive-delay-of-game', 'excess-timeout'],
  },
  'encroachment': {
    rules: ['encroachment', 'snap-count'],
    terms: ['encroachment', 'hard-count', 'neutral-zone-infraction', 'offside', 'neutral-zone'],
    penalties: ['encroachment'],
  },
  'red zone': {
    rules: ['red-zone-offense', 'coaches-challenge'],
    terms: ['red-zone', 'red-zone-efficiency', 'fade', 'goal-to-go', 'goal-line-stand', 'challenge'],
    penalties: [],
  },
  'blitz': {
    rules: ['blitz', 'audible-hot-route'],
    terms: ['blitz', 'hot-route', 'linebacker', 'pass-rush'],
    penalties: [],
  },
  'zone coverage': {
    rules: ['zone-vs-man', 'pass-interference', 'blitz', 'motion-and-shifts'],
    terms: ['zone-coverage', 'man-coverage', 'prevent-defense', 'cover-3', 'motion', 'cover-2', 'free-safety', 'mismatch'],
    penalties: [],
  },
  'extra point': {
    rules: ['extra-point', 'scoring-summary', 'defensive-scoring', 'missed-field-goal'],
    terms: ['extra-point', 'two-point-conversion', 'defensive-two-point-return', 'try', 'kicker', 'touchdown', 'holder', 'blocked-kick', 'special-teams', 'goalpost', 'crossbar', 'long-snapper'],
    penalties: [],
  },
  'onside kick': {
    rules: ['onside-kick', 'missed-field-goal', 'field-goal'],
    terms: ['onside-kick', 'squib-kick', 'kickoff'],
    penalties: [],
  },
};
