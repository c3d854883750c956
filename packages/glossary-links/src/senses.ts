/**
 * Which sense of a word a text means. Many football terms are everyday words too: "pick" is an
 * interception in "threw a pick" but a draft choice in "the last pick in the 2022 NFL draft"; "down"
 * is a play in "on fourth down" but a deficit in "came back from 12 down"; "safety" is a score in
 * "gave up a safety" and a player in "Jets safety Jamal Adams". A term with a rule here is linked only
 * where the words next to it show the sense its glossary entry defines; every other term is linked
 * wherever it appears. The rules were drawn from the recorded news and play-by-play texts, the rule
 * pages and the talking points (senses.test.ts holds them to those texts).
 *
 * A rule sees the words of the same clause (commas, sentence ends and brackets stop it): `prev[0]`
 * is the word just before the term, `next[0]` the word just after, lower-cased, plus whether the
 * term was matched in its plural form.
 */

export interface SenseContext {
  /** Words before the term, nearest first, lower case. */
  prev: readonly string[];
  /** Words after the term, nearest first, lower case. */
  next: readonly string[];
  /** The word before starts with a capital and is not the clause's first word (a team, a name). */
  prevIsProper: boolean;
  /** The word after starts with a capital (a name: "safety Jamal Adams"). */
  nextIsProper: boolean;
  /** The term was matched as its plural ("safeties", "downs"). */
  plural: boolean;
}

type Rule = (c: SenseContext) => boolean;

const set = (...words: string[]) => new Set(words);
const isNumber = (w: string | undefined) => w !== undefined && /^\d/.test(w);
const prevWithin = (c: SenseContext, n: number, words: ReadonlySet<string>) => c.prev.slice(0, n).some((w) => words.has(w));
const nextWithin = (c: SenseContext, n: number, words: ReadonlySet<string>) => c.next.slice(0, n).some((w) => words.has(w));
const prevIs = (c: SenseContext, words: ReadonlySet<string>) => words.has(c.prev[0] ?? '');
const nextIs = (c: SenseContext, words: ReadonlySet<string>) => words.has(c.next[0] ?? '');

const ORDINALS = set('first', 'second', 'third', 'fourth', '1st', '2nd', '3rd', '4th');
const ARTICLES = set('a', 'an', 'the', 'each', 'every', 'any', 'that', 'this', 'next', 'same', 'another', 'one', 'per', 'which', 'current', 'previous');
const POSSESSIVES = set('his', 'her', 'their', 'its', 'my', 'our', 'your');
const THROWS = set('threw', 'throw', 'throws', 'throwing', 'thrown', 'tossed', 'toss', 'tosses');
/** Words before "safety" that make it the player: "former Jets safety", "veteran safety". */
const PLAYER_BEFORE = set('former', 'veteran', 'star', 'starting', 'rookie', 'backup', 'young', 'deep', 'pro', 'all-pro', 'journeyman', 'standout', 'reserve', 'second-year', 'third-year');
/** Next words that make "dime" and "nickel" the defensive package, not money or a perfect throw. */
const PACKAGE_NEXT = set('package', 'packages', 'defense', 'back', 'backs', 'corner', 'corners', 'cornerback', 'cornerbacks', 'coverage', 'look', 'looks', 'personnel', 'formation', 'linebacker', 'safety', 'role', 'spot', 'set', 'sets');
const PACKAGE_BEFORE = set('in', 'the', 'their', 'its', 'called', 'base', 'out');
const SPREAD_OFFENSE_NEXT = set('offense', 'offenses', 'formation', 'formations', 'attack', 'look', 'looks', 'sets', 'system', 'scheme', 'concepts');

/** The player sense of "safety": plural, or a team, a qualifier or a name next to it. */
const safetyIsPlayer: Rule = (c) => c.plural || prevIs(c, PLAYER_BEFORE) || (c.prevIsProper && !ARTICLES.has(c.prev[0] ?? '')) || c.nextIsProper;

/** Rules by sense: a glossary term's name in lower case, or an alias's sense (see ALIASES). */
const RULES: Record<string, Rule> = {
  // a play ("on fourth down", "the down is replayed", "four downs"), never a deficit ("12 down",
  // "down 7", "were down"), a direction ("went down") or another word ("down judge", "down linemen")
  down: (c) => (c.plural
    ? !(c.prev[0] === 'and' && c.prev[1] === 'ups')
    : (prevIs(c, ORDINALS) || prevIs(c, ARTICLES)) && !isNumber(c.next[0]) && !nextIs(c, set('by', 'judge', 'judges', 'lineman', 'linemen'))),
  // an interception ("threw a pick") or a pick play, never a draft choice or the verb
  pick: (c) => nextIs(c, set('play', 'plays')) || prevWithin(c, 2, THROWS),
  // the 2-point score ("a safety", "the classic safety"); the player is Safety (Position)
  safety: (c) => !safetyIsPlayer(c) && prevIs(c, set('a', 'another', 'the', 'classic', 'intentional')) && !nextIs(c, set('reasons', 'concerns', 'concern', 'rules', 'protocol', 'protocols', 'measures', 'net', 'of', 'issue', 'issues')),
  'safety (position)': safetyIsPlayer,
  // running a kick or a turnover back, not a player's return from injury or to a team
  return: (c) => prevIs(c, set('kick', 'kickoff', 'punt', 'interception', 'fumble')) || (!nextIs(c, set('to', 'from', 'of', 'home', 'trip', 'date', 'policy', 'ticket', 'flight', 'visit')) && !prevIs(c, POSSESSIVES)),
  // where the ball is placed ("the previous spot", "the spot of the foul"), not a roster or playoff spot
  spot: (c) => prevIs(c, set('the', 'that', 'this', 'previous', 'same', 'new', 'exact', 'succeeding', 'enforcement', 'basic', 'few')) && !nextIs(c, set('on', 'in', 'for', 'start', 'starts')),
  // a team's series of plays ("the drive", "a scoring drive", "the offense's drive"), not the verb
  drive: (c) => (prevIs(c, ARTICLES) || prevIs(c, POSSESSIVES) || /['’]s?$/.test(c.prev[0] ?? '') || prevIs(c, set('final', 'opening', 'first', 'last', 'scoring', 'winning', 'game-winning', 'go-ahead', 'game-tying', 'long', 'short', 'quick', 'touchdown', 'field-goal', 'two-minute', 'good', 'promising', 'late', 'two', 'three')))
    && !nextIs(c, set('him', 'her', 'them', 'it', 'home')),
  // the snap of the ball, not snapping a streak or a snap decision
  snap: (c) => !nextIs(c, set('decision', 'decisions', 'judgment', 'judgments', 'judgement', 'back', 'shot', 'shots', 'photo')) && !nextWithin(c, 6, set('streak', 'skid', 'slide')),
  // the foul, not holding a lead, the ball or out for a contract
  holding: (c) => !nextIs(c, set('the', 'a', 'an', 'his', 'her', 'their', 'its', 'on', 'onto', 'out', 'off', 'up', 'down', 'back', 'firm', 'steady', 'court', 'camp', 'pattern', 'company', 'period', 'fast', 'true', 'serve')),
  // the offensive style; "the spread" of a bet is the Point Spread (its alias below)
  spread: (c) => nextIs(c, SPREAD_OFFENSE_NEXT) || prevIs(c, set('empty')),
  'spread (betting)': (c) => !nextIs(c, SPREAD_OFFENSE_NEXT) && (prevIs(c, set('the', 'a', 'against', 'cover', 'covered', 'covers', 'covering', 'beat', 'beats', 'beating', 'point')) || isNumber(c.prev[0]) || /-point$/.test(c.prev[0] ?? '')),
  // the betting favorite ("3-point favorites over"), not a fan favorite
  favorite: (c) => /^\d+(\.\d+)?-point$/.test(c.prev[0] ?? '') || prevIs(c, set('heavy', 'big', 'huge', 'slight', 'slim', 'betting', 'home', 'road', 'double-digit', 'clear', 'point')) || nextIs(c, set('over', 'by')),
  box: (c) => !nextIs(c, set('score', 'scores', 'office', 'seat', 'seats', 'set', 'sets')) && !prevIs(c, set('press', 'penalty', 'ticket', 'lunch', 'mail', 'tool', 'jury')),
  quarter: (c) => !nextIs(c, set('of', 'century', 'mile', 'million', 'billion')),
  center: (c) => !nextIs(c, set('of', 'stage', 'court', 'ice', 'field', 'piece', 'fielder', 'console', 'ring'))
    && !prevIs(c, set('officiating', 'medical', 'training', 'community', 'data', 'research', 'convention', 'fitness', 'performance', 'command', 'operations', 'shopping', 'trauma', 'rehab', 'rehabilitation', 'cancer', 'health', 'care', 'distribution', 'call', 'events', 'event', 'visitor', 'visitors')),
  // the lineman ("left guard", "Chiefs guard Joe Thuney"), not the verb, a point guard or the National Guard
  guard: (c) => (prevIs(c, set('left', 'right', 'offensive', 'starting', 'backup', 'pulling', 'rookie', 'veteran', 'former', 'all-pro', 'pro', 'star', 'the', 'a', 'each', 'both', 'two', 'at')) || (c.prevIsProper && !prevIs(c, set('national', 'coast', 'point'))) || c.nextIsProper)
    && !nextIs(c, set('against')),
  conference: (c) => !prevIs(c, set('press', 'news', 'video', 'team', 'media', 'postgame', 'post-game', 'pregame', 'pre-game', 'end-of-season', 'introductory')) && !nextIs(c, set('call', 'calls', 'room', 'rooms')),
  division: (c) => !nextIs(c, set('i', 'ii', 'iii', 'of', '1')),
  flag: (c) => !nextIs(c, set('football', 'bearer', 'day', 'pole')) && !prevIs(c, set('american', 'national', 'white', 'checkered', 'state')),
  // a pass thrown a receiver's way ("10 targets", "his favorite target"), not the verb
  target: (c) => isNumber(c.prev[0]) || prevIs(c, set('favorite', 'top', 'primary', 'go-to', 'deep', 'red-zone', 'intended', 'preferred', 'leading', 'most')) || nextIs(c, set('share')),
  dime: (c) => nextIs(c, PACKAGE_NEXT) || prevIs(c, PACKAGE_BEFORE),
  nickel: (c) => nextIs(c, PACKAGE_NEXT) || prevIs(c, PACKAGE_BEFORE),
  catch: (c) => !nextIs(c, set('up', 'fire', 'breath', 'on', 'some')) && !(nextIs(c, set('a', 'the')) && set('break', 'game', 'glimpse', 'flight', 'cold').has(c.next[1] ?? '')),
  motion: (c) => !nextIs(c, set('of', 'to', 'for', 'picture', 'pictures', 'sickness', 'sensor')) && !prevIs(c, set('slow')) && !(c.prev[0] === 'in' && c.prev[1] === 'set'),
  possession: (c) => !prevIs(c, set('drug', 'drugs', 'marijuana', 'cannabis', 'gun', 'weapon', 'weapons', 'firearm')) && !nextWithin(c, 4, set('marijuana', 'cannabis', 'drugs', 'controlled', 'firearm', 'firearms', 'weapon', 'gun', 'substance')),
  // the play after a touchdown ("a try for 1", "on a try"), never the verb
  try: (c) => prevIs(c, set('the', 'a', 'each', 'every', 'on', 'that', 'this', 'extra-point', 'two-point', 'point-after', 'conversion', 'failed', 'untimed')) && !nextIs(c, set('to')),
  challenge: (c) => !nextIs(c, set('for', 'to', 'of', 'facing')) && !prevIs(c, set('big', 'tough', 'biggest', 'new', 'real', 'stiff', 'legal', 'physical', 'mental', 'contract')),
  officials: (c) => !prevIs(c, set('team', 'league', 'city', 'county', 'state', 'club', 'stadium', 'government', 'public', 'elected', 'school', 'university', 'union', 'federal', 'local', 'front-office', 'senior', 'top', 'nfl', 'health')),
  secondary: (c) => !nextIs(c, set('concern', 'concerns', 'school', 'schools', 'market', 'role', 'option', 'ticket', 'tickets', 'source', 'effect', 'effects', 'issue', 'issues', 'importance', 'education', 'infection', 'offer')),
  turnover: (c) => !prevIs(c, set('roster', 'coaching', 'staff', 'front-office', 'personnel', 'staffing', 'ownership', 'management', 'employee')),
  passing: (c) => !nextIs(c, set('away', 'of')),
  completion: (c) => !(nextIs(c, set('of')) && !nextWithin(c, 3, set('pass', 'passes'))),
  reception: (c) => !prevIs(c, set('warm', 'cold', 'cool', 'wedding', 'mixed', 'lukewarm', 'chilly', 'positive', 'hostile', 'enthusiastic', 'frosty')),
  scramble: (c) => !nextIs(c, set('to', 'for')),
  spike: (c) => !nextIs(c, set('in', 'of')),
  fade: (c) => !nextIs(c, set('away', 'out', 'into', 'in', 'from')),
  lateral: (c) => !nextIs(c, set('move', 'moves', 'thinking', 'trade')),
  route: (c) => !prevIs(c, set('en')),
  pocket: (c) => !prevIs(c, set('deep', 'back')) && !(c.prev[0] === 'of' && c.prev[1] === 'out'),
  bootleg: (c) => !nextIs(c, set('merchandise', 'copies', 'copy', 'recording', 'recordings', 'jerseys', 'liquor')),
  throwaway: (c) => !nextIs(c, set('line', 'lines', 'comment', 'comments', 'remark', 'remarks', 'question')),
  blitz: (c) => !prevIs(c, set('media', 'marketing', 'pr', 'ad', 'advertising', 'publicity', 'social')),
  stunt: (c) => !prevIs(c, set('publicity', 'pr', 'marketing', 'political', 'cheap', 'promotional')),
  holder: (c) => !prevIs(c, set('record', 'title', 'ticket', 'season-ticket', 'stake', 'account', 'office', 'license', 'card', 'cup', 'belt', 'passport', 'share', 'policy')),
  'playing field': (c) => !prevIs(c, set('level', 'even', 'uneven')),
  chains: (c) => !prevIs(c, set('supply', 'restaurant', 'hotel', 'retail', 'food', 'store', 'grocery')),
  penalty: (c) => !prevIs(c, set('death')),
  'face mask': (c) => !prevIs(c, set('wearing', 'wear', 'wore', 'worn', 'surgical', 'cloth')),
  'false start': (c) => !nextIs(c, set('to')),
  'going for it': (c) => !nextIs(c, set('all')),
  'kneel down': (c) => !nextWithin(c, 5, set('anthem')),
  // the coach's challenge flag, not "a red flag" as a warning sign
  'red flag': (c) => prevIs(c, set('the', 'his')) || prevWithin(c, 2, THROWS),
  overtime: (c) => !prevIs(c, set('working', 'work', 'worked', 'works', 'pay', 'unpaid')),
  clipping: (c) => !prevIs(c, set('newspaper', 'news', 'press')),
  'wild card': (c) => nextIs(c, set('spot', 'spots', 'berth', 'berths', 'game', 'games', 'round', 'team', 'teams', 'weekend', 'race', 'seed', 'matchup', 'playoff', 'hunt', 'picture', 'standings'))
    || prevIs(c, set('the', 'nfc', 'afc', 'two', 'three', 'final', 'last', 'first')),
  wildcat: (c) => !c.plural && (nextIs(c, set('formation', 'package', 'look', 'snap', 'play', 'plays', 'offense', 'set')) || prevIs(c, set('the', 'in', 'from', 'run', 'runs', 'ran'))),
  pistol: (c) => !prevIs(c, set('a', 'loaded', 'his', 'her', 'their')),
  flex: (c) => !nextIs(c, set('scheduling', 'schedule', 'scheduled', 'muscles', 'muscle')),
  parlay: (c) => !nextIs(c, set('that', 'this', 'it', 'his', 'her', 'their', 'its')),
  defer: (c) => !nextIs(c, set('to')),
  audible: (c) => !nextIs(c, set('sigh', 'gasp', 'gasps', 'groan', 'groans', 'cheers', 'boos', 'sound', 'sounds', 'breath')),
  'press coverage': (c) => !nextIs(c, set('of')),
};

/**
 * Other words for a glossary term, each with the sense it must be read in: "the spread" of a bet is
 * the Point Spread, while "spread" on its own names the offensive style (the Spread term).
 */
export const ALIASES: ReadonlyArray<{ phrase: string; plural: string; term: string; sense: string }> = [
  { phrase: 'spread', plural: 'spreads', term: 'point spread', sense: 'spread (betting)' },
];

/** Whether the link of this sense depends on the words around it. */
export const hasSenseRule = (sense: string | undefined): boolean => sense !== undefined && Object.hasOwn(RULES, sense);

/** Whether the words around a term show this sense (always, for a term without a rule). */
export function senseAllows(sense: string | undefined, context: SenseContext): boolean {
  const rule = sense !== undefined && Object.hasOwn(RULES, sense) ? RULES[sense] : undefined;
  return rule ? rule(context) : true;
}

/**
 * Score and down phrases, where no word is a glossary term: "12 down", "down 7", "down by 3",
 * "3rd & 4", "fourth-and-goal". A match inside one is never linked.
 */
const NUMBER_PHRASES = [
  /\b\d+(?:\.\d+)?(?:[\s-]+points?)?[\s-]+down\b/gi,
  /\bdown[\s-]+(?:by[\s-]+)?\d+/gi,
  /\b(?:1st|2nd|3rd|4th|first|second|third|fourth)[\s-]*(?:&|and)[\s-]*(?:\d+|goal|inches)\b/gi,
];

/** The [start, end) spans of the number phrases in a text. */
export function numberPhrases(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const re of NUMBER_PHRASES) for (const m of text.matchAll(re)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}

// what stops a rule's view of the words around a term: clause and sentence ends, brackets, quotes
const STOP = /[!?;:()[\]"“”,]|\.(?=\s|$)|\s[–—-]\s/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;

/** The words around [start, end) of `text`, as the rules read them. */
export function senseContext(text: string, start: number, end: number, plural: boolean): SenseContext {
  const head = text.slice(0, start);
  let clauseStart = 0;
  for (const m of head.matchAll(STOP)) clauseStart = (m.index ?? 0) + m[0].length;
  const before = [...head.slice(clauseStart).matchAll(WORD)].map((m) => m[0].replace(/\.$/, ''));
  const tail = text.slice(end);
  STOP.lastIndex = 0;
  const stop = tail.search(STOP);
  const after = [...(stop === -1 ? tail : tail.slice(0, stop)).matchAll(WORD)].map((m) => m[0].replace(/\.$/, ''));
  const last = before[before.length - 1];
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w);
  return {
    prev: before.reverse().map((w) => w.toLowerCase()),
    next: after.map((w) => w.toLowerCase()),
    prevIsProper: capital(last) && before.length > 1,
    nextIsProper: capital(after[0]),
    plural,
  };
}
