import type { FieldMarker } from '@gg/contracts';

// Positions are percentages of a horizontal field diagram: 120 yards wide including both
// end zones (100% width) and 53 1/3 yards tall (100% height). The offense in the diagram
// drives from left to right, so the left end zone is its own and the right one is the
// end zone it is trying to reach.
export const fieldMarkers: FieldMarker[] = [
  {
    id: 'own-end-zone',
    name: 'Own End Zone',
    description:
      'The 10-yard area behind the goal line a team defends. If a ball carrier is tackled here, the defense scores a safety.',
    position: { left: 4.2, top: 50 },
    examples: [
      'Quarterback sacked in the end zone: safety, 2 points',
      'Interception in the end zone downed for a touchback',
      'Punting from deep in your own territory',
    ],
    category: 'scoring',
  },
  {
    id: 'own-20',
    name: 'Own 20-Yard Line',
    description:
      'Twenty yards from a team\'s own goal line. Touchbacks on punts and turnovers place the ball here, and a team that gives up a safety free-kicks from here.',
    position: { left: 25, top: 50 },
    examples: [
      'Touchback on a punt: ball at the 20',
      'Free kick after a safety',
      'Kickoff rolling into the end zone and downed: ball at the 20',
    ],
    category: 'field-position',
  },
  {
    id: 'home-sideline',
    name: 'Home Team Sideline',
    description:
      'One of the two long boundary lines. The lines themselves are out of bounds, and each team\'s bench area sits behind its own sideline.',
    position: { left: 37.5, top: 2 },
    examples: [
      'Runner steps out of bounds to stop the clock',
      'Toe-tap catch along the sideline',
      'Coaches signaling plays from the bench area',
    ],
    category: 'boundaries',
  },
  {
    id: 'midfield',
    name: 'Midfield (50-Yard Line)',
    description:
      'The middle of the field, 50 yards from each goal line. Crossing it puts the offense in the opponent\'s territory.',
    position: { left: 50, top: 50 },
    examples: [
      'Coin toss before kickoff',
      'Crossing into opponent territory',
      'Deciding whether to punt or go for it on fourth down',
    ],
    category: 'field-position',
  },
  {
    id: 'visitor-sideline',
    name: 'Visiting Team Sideline',
    description:
      'The long boundary opposite the home bench. A player touching this line or anything beyond it is out of bounds.',
    position: { left: 62.5, top: 98 },
    examples: [
      'Punt rolling out of bounds',
      'Receiver needs both feet in bounds for a catch',
      'Late hit on a player already out of bounds',
    ],
    category: 'boundaries',
  },
  {
    id: 'red-zone',
    name: 'Red Zone',
    description:
      'The last 20 yards before the opponent\'s goal line. Drives that reach it usually end in at least a field-goal try.',
    position: { left: 83.3, top: 50 },
    examples: [
      'First-and-goal from the 8-yard line',
      'Short field-goal attempt after a stalled drive',
      'Defense tightening up with less field to cover',
    ],
    category: 'field-position',
  },
  {
    id: 'goal-line',
    name: 'Goal Line',
    description:
      'The line at the front of the end zone. A touchdown counts as soon as the ball, held by a player, breaks the plane of this line.',
    position: { left: 91.67, top: 25 },
    examples: [
      'Ball stretched over the line for a touchdown',
      'Two-point try snapped from the 2-yard line',
      'Goal-line stand on fourth down',
    ],
    category: 'scoring',
  },
  {
    id: 'opponent-end-zone',
    name: 'Opponent\'s End Zone',
    description:
      'The 10-yard area the offense is attacking. Carrying or catching the ball here scores a touchdown, and the goalposts stand at its back line.',
    position: { left: 95.8, top: 50 },
    examples: [
      'Touchdown catch in the back of the end zone',
      'Field goal through the uprights on the end line',
      'Fumble out of the end zone: touchback for the defense',
    ],
    category: 'scoring',
  },
];
