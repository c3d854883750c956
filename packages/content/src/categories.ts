import type { Category } from '@gg/contracts';

// The five rule categories, in the order the app lists them.
export const categories: Category[] = [
  {
    id: 'offense',
    name: 'Offense',
    description: 'How the team with the ball moves it: downs, passing, running and every way to score points.',
  },
  {
    id: 'defense',
    name: 'Defense',
    description: 'How the team without the ball stops drives: tackles, sacks, turnovers and coverage schemes.',
  },
  {
    id: 'special-teams',
    name: 'Special Teams',
    description: 'Kickoffs, punts, field goals and returns, including the dynamic kickoff and fair catch rules.',
  },
  {
    id: 'penalties',
    name: 'Penalties',
    description: 'What draws a yellow flag, how many yards each foul costs and when it gives an automatic first down.',
  },
  {
    id: 'game-flow',
    name: 'Game Flow',
    description: 'Clock, quarters, timeouts, the coin toss, replay reviews and overtime: how a game is run.',
  },
];
