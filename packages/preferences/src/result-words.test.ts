import { mentionsAny, revealsResult, statesResult } from './result-words';

describe('statesResult', () => {
  it.each([
    'Packers beat Falcons in overtime',
    'Chiefs edge Bills on late field goal',
    'Lions stun Cowboys',
    'Jets upset the Eagles',
    'Bears win third straight',
    'Steelers rout Browns',
    'Packers 27-20 Falcons',
    'A 31–17 victory',
    'Ravens fall to Bengals',
    'Giants improve to 5-2',
  ])('sees a result in "%s"', (text) => {
    expect(statesResult(text)).toBe(true);
  });

  it.each([
    'Packers sign a new kicker',
    'Injury report: Falcons list three players as questionable',
    'The 2024-25 season schedule is out',
    'How the draft works',
  ])('sees none in "%s"', (text) => {
    expect(statesResult(text)).toBe(false);
  });
});

describe('mentionsAny', () => {
  it('matches whole team names, nicknames and abbreviations', () => {
    expect(mentionsAny('Green Bay Packers beat Atlanta', ['Packers'])).toBe(true);
    expect(mentionsAny('The Packer fan club', ['Packers'])).toBe(false);
    expect(mentionsAny('GB wins', ['GB'])).toBe(true);
  });

  it('takes an abbreviation only in capitals ("NO" is the Saints, "no" is not)', () => {
    expect(mentionsAny('no one saw that win coming', ['NO'])).toBe(false);
    expect(mentionsAny('NO wins at home', ['NO'])).toBe(true);
  });
});

describe('revealsResult', () => {
  it('with every team protected, hides any result', () => {
    expect(revealsResult('Chiefs beat Bills 24-21', 'any')).toBe(true);
    expect(revealsResult('Chiefs sign a receiver', 'any')).toBe(false);
  });

  it('with chosen teams, hides only results that name them', () => {
    expect(revealsResult('Chiefs beat Bills 24-21', ['Green Bay Packers', 'Packers', 'GB'])).toBe(false);
    expect(revealsResult('Packers beat Falcons', ['Green Bay Packers', 'Packers', 'GB'])).toBe(true);
    expect(revealsResult('Packers sign a kicker', ['Packers'])).toBe(false);
  });
});
