import { DiagramHotspotSchema } from '@gg/contracts';
import { diagramColors } from '@gg/ui';
import { diagramFor, ruleDiagrams } from './registry';
import { DIAGRAM_RULE_IDS } from './test/diagram-rule-ids';

const palette = new Set<string>(Object.values(diagramColors).map((c) => c.toLowerCase()));
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9“"])/).filter(Boolean).length;

describe('rule diagram registry', () => {
  it('has exactly the 33 diagram rule ids, each keyed by its own rule id', () => {
    expect(Object.keys(ruleDiagrams).sort()).toEqual([...DIAGRAM_RULE_IDS].sort());
    for (const [id, diagram] of Object.entries(ruleDiagrams)) expect(diagram.ruleId).toBe(id);
  });

  it('returns undefined for rules without a diagram (and for prototype keys)', () => {
    expect(diagramFor('line-of-scrimmage')).toBeUndefined();
    expect(diagramFor('toString')).toBeUndefined();
    expect(diagramFor('')).toBeUndefined();
  });

  describe.each(DIAGRAM_RULE_IDS)('%s', (ruleId) => {
    const diagram = diagramFor(ruleId);

    it('exists, with a title and at least 3 hotspots', () => {
      expect(diagram).toBeDefined();
      expect(diagram!.title.length).toBeGreaterThan(10);
      expect(diagram!.hotspots.length).toBeGreaterThanOrEqual(3);
    });

    it('has unique kebab-case hotspot ids that satisfy the contract schema', () => {
      const ids = diagram!.hotspots.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const hotspot of diagram!.hotspots) {
        expect(hotspot.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(DiagramHotspotSchema.safeParse(hotspot).success).toBe(true);
      }
    });

    it('colours every hotspot from diagramColors, with distinct colours', () => {
      const colors = diagram!.hotspots.map((h) => h.color.toLowerCase());
      for (const color of colors) expect(palette.has(color)).toBe(true);
      expect(new Set(colors).size).toBe(colors.length);
    });

    it('keeps names short and descriptions to one or two plain sentences', () => {
      for (const hotspot of diagram!.hotspots) {
        expect(hotspot.name.length).toBeLessThanOrEqual(28);
        expect(sentences(hotspot.description)).toBeLessThanOrEqual(2);
        expect(hotspot.description.length).toBeLessThanOrEqual(260);
      }
    });
  });
});

describe('what the diagrams teach', () => {
  it('starts defensive pass-interference restrictions at the throw and offensive ones at the snap', () => {
    const ballInAir = diagramFor('pass-interference')!.hotspots.find((h) => h.id === 'ball-in-air')!;
    expect(ballInAir.description).toMatch(/offense is restricted from the snap/);
    expect(ballInAir.description).toMatch(/defense from the throw/);
  });

  it('puts a kickoff touchback at the 35 only for a kick that reaches the end zone in the air', () => {
    const said = Object.values(ruleDiagrams).flatMap((d) => [d.title, d.note ?? '', ...d.hotspots.map((h) => h.description)])
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .filter((sentence) => /touchback/i.test(sentence) && /\b35\b/.test(sentence));
    expect(said.length).toBeGreaterThanOrEqual(3);
    for (const sentence of said) expect(sentence).toMatch(/in the air/);
  });
});
