/**
 * Every rule diagram, rendered and read back from its SVG: how many players each side has, and
 * where they stand. Iterates over the registry, so a new diagram is checked without being listed.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { FIELD } from '@gg/ui/field';
import { ruleDiagrams } from './registry';
import type { RuleDiagram } from './types';

const diagrams = Object.values(ruleDiagrams).map((d) => [d.ruleId, d] as const);

type Team = 'offense' | 'defense';
interface Drawn {
  team: Team;
  x: number;
  y: number;
  ghost: boolean;
  moved: boolean;
}

function render(diagram: RuleDiagram) {
  const { Drawing } = diagram;
  const { container } = renderWithProviders(<Drawing selectedId={null} onSelect={() => {}} />);
  const svg = container.querySelector('svg')!;
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  const players = [...svg.querySelectorAll<SVGGElement>('[data-player]')].map((g): Drawn => {
    const shape = g.firstElementChild!;
    const n = (name: string) => Number(shape.getAttribute(name));
    const [x, y] = shape.tagName === 'circle' ? [n('cx'), n('cy')] : [n('x') + n('width') / 2, n('y') + n('height') / 2];
    return { team: g.getAttribute('data-player') as Team, x, y, ghost: g.hasAttribute('data-ghost'), moved: g.hasAttribute('data-moved') };
  });
  return { players, viewBox: { x: vx, y: vy, w: vw, h: vh } };
}

/** Players on the field at the moment drawn: a ghost (faded) is an earlier spot of a player drawn again, or another moment. */
const count = (players: Drawn[], team: Team) => players.filter((p) => p.team === team && !p.ghost).length;

describe.each(diagrams)('the %s diagram', (_ruleId, diagram) => {
  it('hides its player markers from screen readers (the caption and the hotspot buttons describe it)', () => {
    const { Drawing } = diagram;
    const { container } = renderWithProviders(<Drawing selectedId={null} onSelect={() => {}} />);
    const exposed = [...container.querySelectorAll('[data-player]')].filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(exposed).toHaveLength(0);
  });

  it('draws 11 players a side, or says how many and why', () => {
    const { players } = render(diagram);
    const expected = diagram.players ?? { offense: 11, defense: 11 };
    expect({ offense: count(players, 'offense'), defense: count(players, 'defense') }).toEqual({ offense: expected.offense, defense: expected.defense });
    if (diagram.players) {
      expect(diagram.players.reason.length).toBeGreaterThan(20);
      expect([diagram.players.offense, diagram.players.defense]).not.toEqual([11, 11]);
    }
  });
});

/** Where each player lined up: his own spot, or his ghost's when he has moved since. */
const startingSpots = (players: Drawn[]) => players.filter((p) => !p.moved);

/** Linemen stand within a yard of the line (helmet at the center's belt); backs a yard or more behind it. */
const ON_THE_LINE = 1.2;

describe.each(diagrams)('where the players of the %s diagram stand', (_ruleId, diagram) => {
  it('draws every player inside the picture', () => {
    const { players, viewBox: v } = render(diagram);
    const outside = players.filter((p) => p.x < v.x || p.x > v.x + v.w || p.y < v.y || p.y > v.y + v.h);
    expect(outside).toEqual([]);
  });

  const lineup = diagram.lineup;
  if (!lineup) return;

  it('lines every player up in bounds, on his own side of the line (unless the foul is being across it)', () => {
    const spots = startingSpots(render(diagram).players);
    const outOfBounds = spots.filter((p) => p.x < 0 || p.x > FIELD.length || p.y < 0 || p.y > FIELD.width);
    expect(outOfBounds).toEqual([]);
    const across = {
      offense: spots.filter((p) => p.team === 'offense' && p.x >= lineup.offense).length,
      defense: spots.filter((p) => p.team === 'defense' && p.x <= lineup.defense).length,
    };
    expect(across).toEqual({ offense: lineup.across?.offense ?? 0, defense: lineup.across?.defense ?? 0 });
    if (lineup.across) expect(lineup.across.reason.length).toBeGreaterThan(20);
  });

  if (lineup.kind !== 'scrimmage') return;

  it('lines the offense up legally: at least seven on the line, at most four in the backfield', () => {
    // a close-up leaves receivers out of the frame, so the count proves nothing there
    if ((diagram.players?.offense ?? 11) < 11) return;
    const offense = startingSpots(render(diagram).players).filter((p) => p.team === 'offense');
    const onTheLine = offense.filter((p) => p.x > lineup.offense - ON_THE_LINE);
    // players drawn where the play took them are left out, so these hold for what is drawn
    expect(onTheLine.length).toBeGreaterThanOrEqual(7);
    expect(offense.length - onTheLine.length).toBeLessThanOrEqual(4);
  });
});
