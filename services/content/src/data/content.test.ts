/** The content itself: counts, ids, cross-references and the facts that changed recently. */
import { loadContent } from '../data-access/content-repository';

const DIAGRAM_IDS = [
  'down-system', 'touchdown', 'field-goal', 'two-point-conversion', 'red-zone-offense', 'play-action', 'snap-count', 'forward-pass',
  'audible-hot-route', 'pass-interference', 'interception', 'safety-scoring', 'offensive-formation', 'intentional-grounding',
  'holding-defense', 'offside', 'fumble-recovery', 'sack', 'punt-rules', 'kickoff-rules', 'fair-catch', 'onside-kick', 'blocked-kick',
  'personal-foul', 'false-start-vs-neutral', 'delay-game', 'unsportsmanlike',
  'game-time', 'overtime', 'timeouts', 'two-minute-warning', 'coin-toss', 'change-possession',
];

describe('learning content', () => {
  const content = loadContent();
  const rule = (id: string) => content.rules.find((r) => r.id === id)!;
  const text = (id: string) => `${rule(id).description} ${rule(id).details} ${rule(id).recentChange ?? ''}`;

  it('meets the minimum counts', () => {
    expect(content.categories.map((c) => c.id)).toEqual(['offense', 'defense', 'special-teams', 'penalties', 'game-flow']);
    expect(content.rules.length).toBeGreaterThanOrEqual(60);
    expect(content.glossary.length).toBeGreaterThanOrEqual(150);
    expect(content.penalties.length).toBeGreaterThanOrEqual(50);
    expect(content.quickFacts).toHaveLength(4);
    expect(content.fieldMarkers).toHaveLength(8);
  });

  it('has a rule for every diagram id of both sets', () => {
    const ids = new Set(content.rules.map((r) => r.id));
    expect(DIAGRAM_IDS.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps the full rule list grouped by category in category order (the Previous/Next order)', () => {
    const order = content.categories.map((c) => c.id);
    const positions = content.rules.map((r) => order.indexOf(r.categoryId));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('points every relatedTerm at a term that exists (and not at itself)', () => {
    const names = new Set(content.glossary.map((t) => t.term.toLowerCase()));
    const broken = content.glossary.flatMap((t) => t.relatedTerms.filter((r) => !names.has(r.toLowerCase()) || r.toLowerCase() === t.term.toLowerCase()).map((r) => `${t.term} -> ${r}`));
    expect(broken).toEqual([]);
  });

  it('tags every rule with the season it was checked for', () => {
    expect(content.rules.every((r) => r.checkedForSeason === '2025')).toBe(true);
  });

  it('states the four quick facts', () => {
    expect(content.quickFacts.map((f) => `${f.value} ${f.label}`)).toEqual(['100 Yards Long', '15 Min. Game', '4 Downs', '6 Touchdown Pts']);
  });

  it('places the eight field markers in three categories, inside the field', () => {
    const categories = new Set(content.fieldMarkers.map((m) => m.category));
    expect(categories).toEqual(new Set(['scoring', 'field-position', 'boundaries']));
    for (const m of content.fieldMarkers) expect(m.examples.length).toBeGreaterThan(0);
  });

  it('is right about what changed recently (2024–2025 rulebook)', () => {
    expect(text('kickoff-rules')).toMatch(/35/);
    expect(text('kickoff-rules')).toMatch(/fair catch/i);
    expect(text('overtime')).toMatch(/10-minute|10 minutes/);
    expect(text('overtime')).toMatch(/both teams/i);
    expect(rule('overtime').recentChange).toMatch(/2025/);
    expect(text('hip-drop-tackle')).toMatch(/15 yards/);
    expect(text('coaches-challenge')).toMatch(/third challenge|3rd challenge/i);
    expect(text('delay-game')).toMatch(/40/);
    expect(text('delay-game')).toMatch(/25/);
    const hipDrop = content.penalties.find((p) => /hip-drop/i.test(p.name))!;
    expect(hipDrop).toMatchObject({ yardage: 15, automatic: true });
  });
});

describe('corrections found in review', () => {
  const content = loadContent();
  const rule = (id: string) => content.rules.find((r) => r.id === id)!;
  const term = (id: string) => content.glossary.find((t) => t.id === id)!;
  const sentences = (text: string) => text.split(/(?<=\.)\s+/);

  it('applies the ten-second runoff after the two-minute warning of either half, in the rule and its glossary entry', () => {
    for (const text of [rule('ten-second-runoff').description, rule('ten-second-runoff').details, term('ten-second-runoff').definition]) {
      expect(text).toMatch(/two-minute warning/i);
      expect(text).toMatch(/either half/i);
      expect(text).not.toMatch(/(final|last) minute/i);
    }
    expect(rule('ten-second-runoff').recentChange ?? rule('ten-second-runoff').details).toMatch(/2017/);
  });

  it('starts defensive pass-interference restrictions when the ball is thrown, offensive ones at the snap', () => {
    const details = rule('pass-interference').details;
    expect(sentences(details).find((s) => /defen[cs]/i.test(s) && /thrown/i.test(s))).toBeDefined();
    expect(sentences(details).find((s) => /offens/i.test(s) && /snap/i.test(s))).toBeDefined();
    expect(details).not.toMatch(/from the snap until someone touches the ball/);
  });

  it('brings a kickoff that lands in the landing zone and rolls out of the end zone to the 20, not the 35', () => {
    for (const text of [rule('touchback').details, rule('kickoff-rules').details]) {
      const to35 = sentences(text).filter((s) => /\b35\b/.test(s) && /touchback|comes out/i.test(s));
      expect(to35.length).toBeGreaterThan(0);
      // the 35 is only for kicks that reach the end zone in the air
      for (const s of to35) expect(s).toMatch(/in the air/i);
      expect(sentences(text).find((s) => /landing zone/i.test(s) && /(rolls|bounces)/i.test(s) && /out (of|the back)/i.test(s) && /\b20\b/.test(s))).toBeDefined();
    }
  });
});

describe('corrections: celebrations, signals, throwaways and kickoff touchbacks', () => {
  const content = loadContent();
  /** Every string a fan can read in the content, with where it is. */
  const everyText = (): Array<[where: string, text: string]> => {
    const out: Array<[string, string]> = [];
    const walk = (value: unknown, where: string) => {
      if (typeof value === 'string') out.push([where, value]);
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
    };
    for (const key of ['rules', 'glossary', 'penalties', 'quickFacts', 'fieldMarkers'] as const) {
      content[key].forEach((item, i) => walk(item, `${key}[${'id' in item ? item.id : i}]`));
    }
    return out;
  };
  const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);
  const penalty = (id: string) => content.penalties.find((p) => p.id === id)!;

  it('treats excessive celebration as unsportsmanlike conduct: 15 yards, an automatic first down when the defense commits it', () => {
    const celebration = penalty('excessive-celebration');
    expect(celebration).toMatchObject({ yardage: 15, automatic: true, lossOfDown: false, signal: penalty('unsportsmanlike-conduct').signal });
    expect(celebration.description).toMatch(/unsportsmanlike conduct/i);
    expect(celebration.description).toMatch(/automatic first down when the defense commits it/i);
  });

  it('marks an automatic first down exactly where the description says so', () => {
    const says = (description: string) => /automatic first down/i.test(description) && !/no automatic first down|not an automatic first down/i.test(description);
    for (const p of content.penalties) expect({ id: p.id, automatic: p.automatic }).toEqual({ id: p.id, automatic: says(p.description) });
  });

  it('signals illegal touching of a forward pass and of a punt with the fingertips of both hands tapping the shoulders', () => {
    expect(penalty('illegal-touching-forward-pass').signal).toMatch(/^Fingertips of both hands tapping the shoulders/);
    expect(penalty('illegal-touching-of-a-kick').signal).toMatch(/^Fingertips of both hands tapping the shoulders/);
    const touching = everyText().filter(([, text]) => /illegal(ly)? touch|first touching|first to touch/i.test(text));
    expect(touching.length).toBeGreaterThan(2);
    for (const [where, text] of touching) expect({ where, text }).toEqual({ where, text: expect.not.stringMatching(/diagonal motion/i) });
  });

  it('never says a throwaway is legal without the eligible receiver in the area', () => {
    // in a text about throwing the ball away, each sentence that says when it is allowed
    const throwaways = everyText().filter(([, text]) => /throwaway|throw(s|ing)? (the ball |it )?(away|out of play)/i.test(text))
      .flatMap(([where, text]) => sentencesOf(text).map((s) => [where, s] as const))
      .filter(([, s]) => /legal|safe from|not (intentional )?grounding/i.test(s));
    expect(throwaways.length).toBeGreaterThanOrEqual(3);
    for (const [where, s] of throwaways) expect({ where, s }).toEqual({ where, s: expect.stringMatching(/eligible receiver (is )?in the area/i) });
  });

  it('never implies most kickoffs come out to the 35: only a kick that reaches the end zone in the air does', () => {
    const texts = everyText();
    for (const [where, text] of texts) expect({ where, text }).toEqual({ where, text: expect.not.stringMatching(/most kickoffs/i) });
    const to35 = texts.flatMap(([where, text]) => sentencesOf(text).map((s) => [where, s] as const))
      .filter(([, s]) => /touchback/i.test(s) && /\b35\b/.test(s));
    expect(to35.length).toBeGreaterThanOrEqual(4);
    for (const [where, s] of to35) expect({ where, s }).toEqual({ where, s: expect.stringMatching(/in the air/i) });
  });
});

describe('rules that know the season', () => {
  const content = loadContent();
  const changed = content.rules.filter((r) => r.changedInSeason !== undefined);

  it('marks the rules changed in the last two seasons, each with what changed and the rule as it stood before', () => {
    expect(changed.map((r) => r.id).sort()).toEqual([
      'coaches-challenge', 'fair-catch', 'first-down-measurement', 'hip-drop-tackle', 'instant-replay', 'kickoff-rules', 'onside-kick', 'overtime', 'touchback',
    ]);
    for (const rule of changed) {
      expect(rule.recentChange).toContain(String(rule.changedInSeason));
      expect(Number(rule.previously!.season)).toBe(rule.changedInSeason! - 1);
      expect(rule.previously!.text).not.toBe(rule.details);
    }
  });

  it('tells the old rule apart from the new one where the numbers moved', () => {
    const rule = (id: string) => changed.find((r) => r.id === id)!;
    expect(rule('touchback').previously!.text).toMatch(/\b30\b/);
    expect(rule('touchback').details).toMatch(/\b35\b/);
    expect(rule('overtime').previously!.text).toMatch(/touchdown on the first possession won/i);
    expect(rule('fair-catch').previously!.text).toMatch(/kickoff/i);
  });
});

describe('penalties', () => {
  const { penalties } = loadContent();

  it('marks loss of down exactly where the description says the offense loses the down', () => {
    const saysLossOfDown = (description: string) => /loss of down/i.test(description) && !/no loss of down/i.test(description);
    for (const p of penalties) expect({ id: p.id, lossOfDown: p.lossOfDown }).toEqual({ id: p.id, lossOfDown: saysLossOfDown(p.description) });
    expect(penalties.filter((p) => p.lossOfDown).map((p) => p.id).sort()).toEqual(['illegal-forward-pass', 'illegal-touching-forward-pass', 'intentional-grounding']);
  });
});
