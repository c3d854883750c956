import type { QuickFact } from '@gg/contracts';

export const quickFacts: QuickFact[] = [
  {
    value: '100',
    label: 'Yards Long',
    description: 'The field is 100 yards from goal line to goal line, with a 10-yard end zone at each end.',
  },
  {
    value: '15',
    label: 'Min. Game',
    description: 'Each of the four quarters lasts 15 minutes of game-clock time.',
  },
  {
    value: '4',
    label: 'Downs',
    description: 'The offense gets four downs (plays) to gain 10 yards and earn a new set of downs.',
  },
  {
    value: '6',
    label: 'Touchdown Pts',
    description: 'A touchdown is worth 6 points, and the scoring team then tries for 1 or 2 more.',
  },
];
