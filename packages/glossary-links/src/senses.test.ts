/**
 * Links in real texts: the recorded ESPN news and play-by-play the hub shows, and the sentences the
 * talking points and rule pages are made of, linked with the content service's real glossary. Each
 * ambiguous word is checked where it means the football term and where it does not.
 */
import { glossary, rules } from '@gg/content';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildLinkIndex, compileMatcher, linkify } from './linkify';

const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const espn = (name: string) => JSON.parse(read(`services/sports/fixtures/espn/${name}`)) as Record<string, unknown>;

/** The glossary as the content service serves it. */
const matcher = compileMatcher(buildLinkIndex(glossary, []));

/** "word -> term id" for every link in a text. */
const links = (text: string) => linkify(text, matcher).flatMap((s) => (s.kind === 'link' ? [`${s.text.toLowerCase()} -> ${s.target.replace(/^term:/, '')}`] : []));

type Article = { headline: string; description?: string };
const articles = ['news_league.json', 'news_team_12_KC.json'].flatMap((f) => (espn(f).articles as Article[]));
const article = (headline: RegExp) => {
  const a = articles.find((x) => headline.test(x.headline));
  if (!a) throw new Error(`no recorded article ${headline}`);
  return a;
};
const playTexts = [
  ...(espn('core_event_401547417_plays.json').items as Array<{ text?: string; shortText?: string }>).flatMap((p) => [p.text ?? '', p.shortText ?? '']),
  ...((espn('summary_401547417_2023_wk2_GB_at_ATL_final.json').drives as { previous: Array<{ plays: Array<{ text: string }> }> }).previous.flatMap((d) => d.plays.map((p) => p.text))),
].filter(Boolean);
const play = (text: RegExp) => {
  const p = playTexts.find((t) => text.test(t));
  if (!p) throw new Error(`no recorded play ${text}`);
  return p;
};

describe('the glossary as served has the terms these rules are about', () => {
  it.each(['pick', 'down', 'safety', 'safety-position', 'return', 'spot', 'drive', 'snap', 'holding', 'spread', 'point-spread', 'favorite', 'box', 'try', 'sack', 'touchback', 'field-goal'])('%s', (id) => {
    expect(glossary.map((t) => t.id)).toContain(id);
  });
});

describe('recorded news: words in their everyday sense stay plain', () => {
  it('"the last pick in the 2022 NFL draft" is a draft choice, not an interception', () => {
    const purdy = article(/Brock Purdy, 49ers agree/);
    expect(links(purdy.description!)).toContain('nfl draft -> nfl-draft');
    expect(links(purdy.description!)).not.toContainEqual(expect.stringMatching(/^pick /));
  });

  it('"25 draft picks" are not interceptions', () => {
    const tiers = article(/running back role tiers/);
    expect([...links(tiers.headline), ...links(tiers.description!)]).not.toContainEqual(expect.stringMatching(/^picks? /));
    expect(links(tiers.headline)).toContain('running back -> running-back');
  });

  it('"Jets safety Jamal Adams" is the player, and "a return to the team" is no kick return', () => {
    const adams = article(/Jamal Adams likes idea of return/);
    expect(links(adams.description!)).toEqual(['safety -> safety-position']);
    expect(links(adams.headline)).toEqual([]);
  });

  it('"a must-deliver spot" is not where the ball is spotted', () => {
    expect(links(article(/must-deliver spot/).headline)).toEqual([]);
  });

  it('no news text links pick, return, spot or the score sense of safety', () => {
    const all = articles.flatMap((a) => [a.headline, a.description ?? '']).flatMap(links);
    expect(all.filter((l) => /-> (pick|return|spot|safety|try|drive|down)$/.test(l))).toEqual([]);
  });
});

describe('recorded play-by-play: the football words link', () => {
  it.each([
    [/Defensive Holding, 5 yards/, 'holding -> holding'],
    [/kicks 65 yards from ATL 35 to end zone, Touchback/, 'touchback -> touchback'],
    [/sack split by/, 'sack -> sack'],
    [/fair catch by M.Hughes/, 'fair catch -> fair-catch'],
    [/left guard to ATL 20 for 7 yards/, 'guard -> guard'],
    [/Y.Koo 33 yard field goal is GOOD/, 'field goal -> field-goal'],
    [/Elect to Defers/, 'defers -> defer'],
  ])('%s links %s', (text, link) => {
    expect(links(play(text))).toContain(link);
  });

  it('links nothing inside a down-and-distance or a score phrase', () => {
    expect(links('3rd & 4 at ATL 30')).toEqual([]);
    expect(links('4th and goal, down 7 with 0:30 left')).toEqual([]);
    expect(links('1st-and-10 at the GB 25 after the touchback')).toEqual(['touchback -> touchback']);
  });
});

describe('talking points and rule pages: one sense each', () => {
  it('"down" is a play, never a deficit', () => {
    expect(links('The Falcons came back from 12 down to beat the Packers 25-24 today.')).toEqual([]);
    expect(links('The Falcons were down 12 and now lead the Packers 25-24 with 0:57 left in the fourth quarter.')).toEqual(['quarter -> quarter']);
    expect(links('Comeback alert: the Falcons, down 12 earlier, now trail the Packers just 24-19.')).toEqual([]);
    expect(links('Down 12 in the fourth quarter, the Falcons rallied to beat the Packers 25-24.')).toEqual(['quarter -> quarter']);
    expect(links('They went for it on fourth down.')).toEqual(['down -> down']);
    expect(links('An incompletion uses up the down.')).toEqual(['incompletion -> incompletion', 'down -> down']);
    expect(links('The offense gets four plays, called downs, to move the ball 10 yards.')).toEqual(['downs -> down']);
    expect(links('A runner is down when he has been touched by an opponent; four down linemen.')).toEqual([]);
  });

  it('"safety" is the score after an article, the player with a team, a qualifier or a name, and plain in "for safety"', () => {
    expect(links('A safety gives the defense 2 points.')).toEqual(['safety -> safety']);
    expect(links('In his own end zone, the defense scores a safety.')).toEqual(['end zone -> end-zone', 'safety -> safety']);
    expect(links('Cover 2 with two deep safeties')).toEqual(['cover 2 -> cover-2', 'safeties -> safety-position']);
    expect(links('Some techniques are banned for safety, including the hip-drop tackle.')).toEqual(['hip-drop tackle -> hip-drop-tackle']);
  });

  it('"pick" is an interception only after a throw', () => {
    expect(links('He threw a pick on the first drive.')).toEqual(['pick -> pick', 'drive -> drive']);
    expect(links('The winner picks to receive or kick.')).toEqual([]);
  });

  it('"spread" of a bet is the Point Spread, "spread offense" the Spread', () => {
    expect(links("The spread is the bookmakers' expected margin of victory.")).toEqual(['spread -> point-spread']);
    expect(links('They run a spread offense.')).toEqual(['spread -> spread']);
    expect(links('They spread the ball around.')).toEqual([]);
  });

  it('"favorites" over a rival are the betting favorites; a fan favorite is not', () => {
    expect(links('The Lions are 1-point favorites over the Packers on Friday.')).toEqual(['favorites -> favorite']);
    expect(links('He was a fan favorite in Detroit.')).toEqual([]);
  });

  it('"the box score" is not the box, "may try a field goal" is no Try, "the spot of the foul" is the Spot', () => {
    expect(links('The box score: 16 CAR, 110 YDS, 2 TD.')).toEqual(['td -> touchdown']);
    expect(links('Teams may try a field goal instead.')).toEqual(['field goal -> field-goal']);
    expect(links('After a touchdown the scoring team gets one untimed try for 1 or 2 more points.')).toEqual(['touchdown -> touchdown', 'try -> try']);
    expect(links('It is marked 15 yards from the spot of the foul.')).toEqual(['spot -> spot']);
    expect(links('He is holding a 7-point lead.')).toEqual([]);
    expect(links('The Chiefs snapped a three-game skid, and the snap count matters.')).toEqual(['snap count -> snap-count']);
  });
});

describe('rule titles', () => {
  it('link by their first two words only when those name something', () => {
    const ruleMatcher = compileMatcher(buildLinkIndex([], [
      { id: 'play-clock', title: 'The Play Clock' }, { id: 'out-of-bounds', title: 'Out of Bounds' }, { id: 'clock-stops', title: 'When the Game Clock Stops' },
      { id: 'targeting-helmet', title: 'Use of the Helmet' }, { id: 'onside-kick-recovery', title: 'Onside Kick Recovery' },
    ]));
    const found = (text: string) => linkify(text, ruleMatcher).flatMap((s) => (s.kind === 'link' ? [`${s.text} -> ${s.to}`] : []));
    expect(found('When the play was over, the ball was out of the field; illegal use of hands.')).toEqual([]);
    expect(found('After the onside kick, the play clock ran and he stepped out of bounds.')).toEqual([
      'onside kick -> /rules/onside-kick-recovery', 'the play clock -> /rules/play-clock', 'out of bounds -> /rules/out-of-bounds',
    ]);
  });
});

describe('the compiled pattern', () => {
  // what the matcher did before it was built as a tree: one alternative per phrase, longest first
  const onePerPhrase = (entries: ReturnType<typeof buildLinkIndex>, excludeTarget?: string): RegExp => {
    const kept = excludeTarget ? entries.filter((e) => e.target !== excludeTarget) : entries;
    const alternation = [...new Set(kept.map((e) => e.phrase))].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]+/g, '[\\s-]+')).join('|');
    return new RegExp(`(?<![\\w'-])(${alternation})(?![\\w'-])`, 'gi');
  };
  const matches = (regex: RegExp, text: string) => [...text.matchAll(regex)].map((m) => `${m.index}:${m[0]}`);

  it('finds exactly what one alternative per phrase found, in every recorded and written text', () => {
    const entries = buildLinkIndex(glossary, rules);
    const texts = [
      ...articles.flatMap((a) => [a.headline, a.description ?? '']),
      ...playTexts,
      ...rules.flatMap((r) => [r.title, r.description, r.details]),
      ...glossary.map((t) => t.definition),
      'Field-goal try after a 3rd-and-4 at the 29; pass  interference, too many men on the field, two-point conversions',
    ];
    for (const excluded of [undefined, 'rule:down-system', 'rule:pass-interference']) {
      const tree = compileMatcher(entries, excluded)!.regex;
      const plain = onePerPhrase(entries, excluded);
      let found = 0;
      for (const text of texts) {
        const expected = matches(plain, text);
        expect(matches(tree, text)).toEqual(expected);
        found += expected.length;
      }
      expect(found).toBeGreaterThan(500); // the texts really are full of terms
    }
  });
});
