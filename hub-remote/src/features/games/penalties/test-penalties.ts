/** Entries as the content service serves them (copied from its data), for the penalty tests. */
import type { Penalty } from '@gg/contracts';

const entry = (id: string, name: string, yardage: number, automatic: boolean, lossOfDown: boolean, signal: string): Penalty => ({
  id, name, yardage, automatic, lossOfDown, signal, description: `${name}: what it is, in plain words.`,
});

export const TEST_PENALTIES: Penalty[] = [
  entry('offside', 'Offside', 5, false, false, 'Hands on hips'),
  entry('encroachment', 'Encroachment', 5, false, false, 'Hands on hips'),
  entry('false-start', 'False Start', 5, false, false, 'Forearms rotated over and over in front of the body'),
  entry('delay-of-game', 'Delay of Game', 5, false, false, 'Folded arms in front of the chest'),
  entry('illegal-shift', 'Illegal Shift', 5, false, false, 'Both hands pushed forward'),
  entry('too-many-men-on-the-field', 'Too Many Men on the Field', 5, false, false, 'Both hands on top of the head'),
  entry('offensive-holding', 'Offensive Holding', 10, false, false, 'Grasping one wrist, the fist clenched, in front of the chest'),
  entry('defensive-holding', 'Defensive Holding', 5, true, false, 'Grasping one wrist, the fist clenched, in front of the chest'),
  entry('illegal-use-of-hands-offense', 'Illegal Use of Hands (Offense)', 10, false, false, 'Grasping one wrist, the open hand facing forward'),
  entry('illegal-use-of-hands-defense', 'Illegal Use of Hands (Defense)', 5, true, false, 'Grasping one wrist, the open hand facing forward'),
  entry('illegal-block-in-the-back', 'Illegal Block in the Back', 10, false, false, 'Pushing movement of the hands to the front with arms downward'),
  entry('defensive-pass-interference', 'Defensive Pass Interference', 0, true, false, 'Hands open and extended forward from the shoulders'),
  entry('intentional-grounding', 'Intentional Grounding', 10, false, true, 'Parallel arms waved in a diagonal plane across the body'),
  entry('ineligible-man-downfield', 'Ineligible Man Downfield', 5, false, false, 'Right hand touching the top of the cap'),
  entry('unnecessary-roughness', 'Unnecessary Roughness', 15, true, false, 'Arm swung down toward the chest'),
  entry('face-mask', 'Face Mask', 15, true, false, 'Grasping the face mask with one hand and pulling down'),
  entry('horse-collar-tackle', 'Horse-Collar Tackle', 15, true, false, 'Grasping the back of the collar'),
];
