import type { Category, GlossaryTerm, Penalty, Rule } from '@gg/contracts';

export const categories: Category[] = [
  { id: 'offense', name: 'Offense', description: 'Moving the ball.' },
  { id: 'defense', name: 'Defense', description: 'Stopping the ball.' },
];

const rule = (id: string, title: string, categoryId = 'offense'): Rule => ({
  id, title, categoryId, description: `${title} in one line.`, details: `${title} explained. A touchdown is worth 6 points.`, tags: ['scoring', id], checkedForSeason: '2025',
});
export const rules: Rule[] = [rule('down-system', 'Down System'), rule('touchdown', 'Touchdown'), rule('sack', 'Sack', 'defense')];

export const terms: GlossaryTerm[] = [
  { id: 'touchdown', term: 'Touchdown', definition: 'Six points.', category: 'Scoring', relatedTerms: ['Field Goal'] },
  { id: 'field-goal', term: 'Field Goal', definition: 'Three points.', category: 'Scoring', relatedTerms: [] },
];
export const penalties: Penalty[] = [
  { id: 'offside', name: 'Offside', yardage: 5, automatic: false, lossOfDown: false, description: 'Across early.', signal: 'Hands on hips' },
  { id: 'defensive-holding', name: 'Defensive Holding', yardage: 5, automatic: true, lossOfDown: false, description: 'Grabbing a receiver.', signal: 'Grasping one wrist' },
  { id: 'illegal-touching', name: 'Illegal Touching', yardage: 0, automatic: false, lossOfDown: true, description: 'Loss of down.', signal: 'Tapping shoulders' },
];

/** The content API's answer to GET /api/field-markers: the guide's own 8 markers of the home screen's field. */
export { fieldMarkers } from '@gg/content';
