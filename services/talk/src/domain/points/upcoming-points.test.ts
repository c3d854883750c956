import { TalkingPointSchema } from '@gg/contracts';
import { injury, odds, scheduledGame, standing } from '@gg/contracts/testing';
import { CAPTURED_AT, detailOf, gameById, injuries, standings, teams } from '../../test/recorded-game-day';
import { isUpcomingCandidate, keyInjuries, recordBook, recordOf, upcomingPoint } from './upcoming-points';
import { teamDirectory } from './wording';

const ctx = { teams: teamDirectory(teams()), records: recordBook(standings()), injuries: injuries(), now: CAPTURED_AT };
const recorded = (id: string) => upcomingPoint(gameById(id), detailOf(id)?.odds, ctx);

describe('upcoming points on the recorded 2025 week-1 slate', () => {
  it('KC at LAC: a marquee matchup on last season\'s records, with the line, the total and the injury report', () => {
    const p = recorded('401772714')!;
    expect(TalkingPointSchema.parse(p)).toEqual(p);
    expect(p).toMatchObject({ id: 'upcoming:game:401772714', category: 'upcoming', title: 'Marquee matchup: Chiefs at Chargers', expiresAt: gameById('401772714').gameDate });
    expect(p.context).toContain('Records: Kansas City Chiefs 15-2 in 2024, Los Angeles Chargers 11-6 in 2024.');
    expect(p.context).toContain('ESPN BET line: Chiefs by 3, total 44.5.');
    expect(p.context).toContain('BJ Thompson (Chiefs) is out.');
    expect(p.context).toContain('Kickoff {when} at Corinthians Arena on YouTube.');
    expect(p.kickoff).toBe(gameById('401772714').gameDate);
    expect(p.talkingPoint).toMatch(/Chiefs/);
    expect(p.relevanceScore).toBe(8.6);
  });

  it('BAL at BUF: the line and the total come from the recorded odds', () => {
    const p = recorded('401772918')!;
    expect(p.context).toContain('Records: Baltimore Ravens 12-5 in 2024, Buffalo Bills 13-4 in 2024.');
    expect(p.context).toContain('ESPN BET line: Bills by 1.5, total 52.5.');
    expect(`${p.talkingPoint} ${p.casualPhrase}`).toMatch(/Ravens/);
  });

  it('no point for a game without two winning records or a key injury (DAL at PHI: 7-10 and 14-3)', () => {
    expect(recorded('401772510')).toBeNull();
    expect(isUpcomingCandidate(gameById('401772510'), ctx)).toBe(false);
    expect(isUpcomingCandidate(gameById('401772714'), ctx)).toBe(true);
  });

  it('prefers the game\'s own record and labels standings from another season', () => {
    const game = scheduledGame({ awayRecord: '9-3', homeRecord: '0-0', season: 2025 });
    const book = recordBook([standing({ teamId: '12', season: 2024, wins: 15, losses: 2 })]);
    expect(recordOf(game, 'away', book)).toEqual({ record: { wins: 9, losses: 3, ties: 0, text: '9-3' }, season: null });
    expect(recordOf(game, 'home', book)).toEqual({ record: { wins: 15, losses: 2, ties: 0, text: '15-2' }, season: 2024 });
    expect(recordOf({ ...game, season: 2023 }, 'home', book)).toBeNull(); // later standings say nothing about an older game
  });
});

describe('upcoming points: what the data allows', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const game = scheduledGame({ gameDate: '2026-11-23T01:20:00Z', awayRecord: '9-3', homeRecord: '10-2' }); // 8:20 PM ET the same day
  const base = { teams: teamDirectory(teams()), records: recordBook([]), injuries: [], now };

  it('uses the line templates only when there is a line', () => {
    const withLine = upcomingPoint(game, [odds({ awayTeamSpread: 2.5, homeTeamSpread: -2.5, overUnder: 51.5 })], base)!;
    expect(withLine.context).toContain('Test Book line: Chiefs by 2.5, total 51.5.');
    const without = upcomingPoint(game, [], base)!;
    expect(`${without.talkingPoint} ${without.context}`).not.toMatch(/favorite|line|total|over\/under/i);
    // 8:20 PM Sunday in New York is 1:20 AM Monday in UTC and 5:20 PM Sunday in Los Angeles: the reader's app says which day
    expect(without.talkingPoint).toBe('Bills at Chiefs {when} is the game to watch: both teams have winning records, Bills 9-3 and Chiefs 10-2.');
    expect(without.kickoff).toBe('2026-11-23T01:20:00Z');
  });

  it('a key injury before a game that is not a marquee one gets its own point', () => {
    const p = upcomingPoint(scheduledGame({ gameDate: '2026-11-24T18:00:00Z', awayRecord: '3-9', homeRecord: '10-2' }), [], {
      ...base,
      injuries: [injury({ playerName: 'Backup Guard', status: 'doubtful', teamId: '12' }), injury({ id: 'i2', playerName: 'Star Receiver', status: 'out', teamId: '2', teamName: 'Buffalo Bills', injuryType: 'Hamstring' })],
    })!;
    expect(p.title).toBe('Injury watch: Bills at Chiefs');
    expect(p.talkingPoint).toMatch(/^(The Bills will be without Star Receiver \{when\} against the Chiefs\.|Injury news for the Bills: Star Receiver is out \{when\} against the Chiefs\.)$/);
    expect(p.context).toContain('Star Receiver (Bills) is out (hamstring).');
    expect(p.context).toContain('Backup Guard (Chiefs) is doubtful (ankle).');
  });

  it('only out or doubtful players count, only on the two teams', () => {
    const list = [injury({ status: 'questionable' }), injury({ id: 'a', teamId: '99' }), injury({ id: 'b', playerName: null }), injury({ id: 'c', playerName: 'Real One' })];
    expect(keyInjuries(game, list).map((i) => i.playerName)).toEqual(['Real One']);
  });

  it('expires at kickoff, and says nothing once kickoff has passed or beyond a week', () => {
    expect(upcomingPoint(game, [], base)?.expiresAt).toBe('2026-11-23T01:20:00.000Z');
    expect(upcomingPoint(game, [], { ...base, now: new Date('2026-11-23T01:20:00Z') })).toBeNull();
    expect(upcomingPoint({ ...game, gameDate: '2026-12-05T18:00:00Z' }, [], base)).toBeNull();
  });
});
