import type { Game, GameSituation, GlossaryTerm } from '@gg/contracts';
import { liveGame } from '@gg/contracts/testing';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SituationView } from './situation-view';

// Packers (away) at Falcons (home): yard lines count from the Falcons' goal line
const game = (over: Partial<Game> = {}) => liveGame({
  awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1', awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL',
  period: 2, clock: '8:12', statusDetail: '8:12 - 2nd', ...over,
});
const term = (id: string, name: string): GlossaryTerm => ({ id, term: name, definition: `${name}, explained.`, category: 'Basics', relatedTerms: [] });
const GLOSSARY = [term('punt', 'Punt'), term('field-goal', 'Field Goal'), term('red-zone', 'Red Zone'), term('extra-point', 'Extra Point'), term('overtime', 'Overtime'), term('kickoff', 'Kickoff')];

async function show(situation: GameSituation, over: Partial<Game> = {}) {
  mockFetch({ '/api/glossary': GLOSSARY });
  const g = game({ ...over, situation });
  renderWithProviders(<SituationView game={g} situation={situation} />);
  // the glossary and the linker's code arrive: the sentence's words become buttons
  await act(() => import('../../../shared/glossary/glossary-text'));
  return screen.getByRole('group', { name: 'Situation on the field' });
}
const sentence = (box: HTMLElement) => box.querySelector('[data-situation-sentence]')!.textContent;
const fieldText = () => screen.getByRole('img').getAttribute('aria-label');

describe('the situation on the field', () => {
  it('a down: who has the ball, "3rd & 4 at GB 29", timeouts, the field with the ball and the line to gain, one sentence', async () => {
    const box = await show({ phase: 'down', down: 3, distance: 4, yardLine: 71, possessionTeamId: '1', homeTimeouts: 2, awayTimeouts: 3 });
    expect(box).toHaveTextContent('3rd & 4 at GB 29');
    expect(within(box).getByText('Falcons have the ball')).toBeInTheDocument();
    expect(box).toHaveTextContent(/Timeouts left.*Packers: 3.*Falcons: 2/);
    expect(fieldText()).toBe('Field, Atlanta Falcons end zone on the left. Ball at GB 29, the Falcons driving toward the Green Bay Packers end zone. Line to gain at GB 25.');
    // the ball at the 71 from the home goal line (x = 10 + 71), the line to gain 4 yards on
    expect(box.querySelector('[data-ball]')).toHaveAttribute('cx', '81');
    expect(box.querySelector('[data-line-to-gain]')?.getAttribute('d')).toMatch(/^M85 /);
    expect(sentence(box)).toBe('Third down: one more try to gain 4 yards before they would usually punt or kick a field goal.');
    expect(within(box).queryByText('Red zone')).not.toBeInTheDocument();
    // its football words open their definitions, as in the play feed
    await userEvent.click(await within(box).findByRole('button', { name: 'field goal' }));
    expect(screen.getByRole('group', { name: 'What is Field Goal?' })).toHaveTextContent('Field Goal, explained.');
  });

  it('the red zone is marked, in words as well as colour', async () => {
    const box = await show({ phase: 'down', down: 2, distance: 6, yardLine: 16, possessionTeamId: '9', homeTimeouts: 3, awayTimeouts: 3 });
    expect(within(box).getByText('Red zone')).toBeInTheDocument();
    expect(within(box).queryByText('Goal to go')).not.toBeInTheDocument();
    expect(sentence(box)).toBe('Second down in the red zone: three tries left to gain 6 yards for a first down.');
  });

  it('on third or fourth down in the red zone the kick it speaks of is a field goal, never a punt', async () => {
    const box = await show({ phase: 'down', down: 4, distance: 1, yardLine: 93, possessionTeamId: '1', homeTimeouts: 3, awayTimeouts: 0 });
    expect(sentence(box)).toBe('Fourth down in the red zone, the last try: the Falcons usually kick a field goal, and if they go for the 1 yard and fall short, the other team takes over here.');
    // the yellow line is named on the field, not told by its colour alone
    expect(screen.getByRole('img').querySelector('svg')).toHaveTextContent('to gain');
  });

  it('goal to go: "1st & Goal", both marks, and the goal line as the line to gain', async () => {
    const box = await show({ phase: 'down', down: 1, distance: 9, yardLine: 9, possessionTeamId: '9', homeTimeouts: 3, awayTimeouts: 3 });
    expect(box).toHaveTextContent('1st & Goal at ATL 9');
    expect(within(box).getByText('Goal to go')).toBeInTheDocument();
    expect(within(box).getByText('Red zone')).toBeInTheDocument();
    expect(fieldText()).toContain('Goal to go: the line to gain is the goal line.');
    expect(box.querySelector('[data-line-to-gain]')?.getAttribute('d')).toMatch(/^M10 /);
    expect(sentence(box)).toBe('First down and goal to go: four tries for the Packers to reach the end zone, 9 yards away, for a touchdown.');
  });

  it('no possession data (between plays, ESPN down -1): no down, no ball, no team, nothing made up', async () => {
    const box = await show({ phase: 'between-plays', homeTimeouts: 2, awayTimeouts: 3 });
    expect(box.querySelector('[data-situation-line]')).toBeNull();
    expect(box.querySelector('[data-ball]')).toBeNull();
    expect(within(box).queryByText(/have the ball/)).not.toBeInTheDocument();
    expect(fieldText()).toContain('Ball not spotted right now.');
    expect(sentence(box)).toBe('Between plays: the next down and distance show once the ball is spotted for the next snap.');
  });

  it('a down whose team the provider left out: the line and the ball, but no side, direction or line to gain', async () => {
    const box = await show({ phase: 'down', down: 1, distance: 10, yardLine: 73 });
    expect(box).toHaveTextContent('1st & 10 at GB 27');
    expect(within(box).queryByText(/have the ball/)).not.toBeInTheDocument();
    expect(box.querySelector('[data-line-to-gain]')).toBeNull();
    expect(fieldText()).toBe('Field, Atlanta Falcons end zone on the left. Ball at GB 27.');
    expect(sentence(box)).toBe('First down: four tries to gain 10 yards and earn a new first down.');
  });

  it('a kickoff or a try whose team the provider left out names no team and draws no ball', async () => {
    const kickoff = await show({ phase: 'kickoff' });
    expect(sentence(kickoff)).toBe('Kickoff: one team kicks the ball away to start a drive, and the other team tries to return it as far as it can.');
    expect(kickoff.querySelector('[data-ball]')).toBeNull();
  });

  it('kickoff: the kicking team and its tee', async () => {
    const box = await show({ phase: 'kickoff', yardLine: 65, possessionTeamId: '9', homeTimeouts: 3, awayTimeouts: 3 });
    expect(box).toHaveTextContent('Kickoff');
    expect(box.querySelector('[data-ball]')).toHaveAttribute('cx', '75');
    expect(box.querySelector('[data-line-to-gain]')).toBeNull();
    expect(sentence(box)).toBe('Kickoff: the Packers kick the ball away to start a drive, and the other team tries to return it as far as it can.');
  });

  it('the try after a touchdown: extra point or two-point conversion', async () => {
    const box = await show({ phase: 'try', possessionTeamId: '1', homeTimeouts: 1, awayTimeouts: 2 });
    expect(box).toHaveTextContent('Try after the touchdown');
    expect(sentence(box)).toBe('The Falcons just scored a touchdown; now the try: an extra point kick for 1 more point, or a two-point conversion from the 2-yard line.');
  });

  it('end of a quarter', async () => {
    const quarter = await show({ phase: 'break', homeTimeouts: 3, awayTimeouts: 2 }, { period: 1 });
    expect(quarter).toHaveTextContent('End of the 1st quarter');
    expect(sentence(quarter)).toBe('Between quarters the teams switch ends, and play goes on with the same down and distance.');
  });

  it('halftime', async () => {
    const half = await show({ phase: 'break', homeTimeouts: 0, awayTimeouts: 1 }, { period: 2 });
    expect(half).toHaveTextContent('Halftime');
    expect(sentence(half)).toContain('the second half starts with a kickoff and each team has three timeouts again');
  });

  it('overtime: marked, explained, and the timeouts left out when not known', async () => {
    const box = await show({ phase: 'down', down: 1, distance: 10, yardLine: 25, possessionTeamId: '1' }, { period: 5, statusDetail: '9:40 - OT' });
    expect(within(box).getByText('Overtime')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('Timeouts left');
    expect(sentence(box)).toMatch(/In overtime each team gets at least one possession; after that, the next score wins\.$/);
  });
});
