/** Terms as the content service serves them, for the glossary tests. */
import type { GlossaryTerm } from '@gg/contracts';

const term = (id: string, name: string, definition: string): GlossaryTerm => ({ id, term: name, definition, category: 'Basics', relatedTerms: [] });

export const TEST_GLOSSARY: GlossaryTerm[] = [
  term('shotgun', 'Shotgun', 'A formation where the quarterback stands several yards behind the center.'),
  term('touchdown', 'Touchdown', 'Six points: the ball carried or caught in the end zone.'),
  term('pass-interference', 'Pass Interference', 'Illegal contact that keeps a player from catching a pass.'),
  term('quarterback', 'Quarterback', 'The player who takes the snap and runs the offense.'),
];
