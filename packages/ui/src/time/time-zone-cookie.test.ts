import { TIME_ZONE_COOKIE, timeZoneFromCookie } from './time-zone-cookie';

describe('the time zone in a Cookie header', () => {
  it('is read from the gg-tz cookie, whatever else the header holds', () => {
    expect(TIME_ZONE_COOKIE).toBe('gg-tz');
    expect(timeZoneFromCookie('gg-tz=America/New_York|300|240')).toBe('America/New_York');
    expect(timeZoneFromCookie('gg-color-mode=dark; gg-tz=Asia/Tokyo|-540|-540; other=1')).toBe('Asia/Tokyo');
    expect(timeZoneFromCookie('a=b;gg-tz=Europe/London|0|-60')).toBe('Europe/London');
    expect(timeZoneFromCookie('gg-tz=UTC|0|0')).toBe('UTC');
    expect(timeZoneFromCookie('gg-tz=Etc/GMT+5|300|300')).toBe('Etc/GMT+5');
    expect(timeZoneFromCookie('gg-tz=America/Port-au-Prince|300|240')).toBe('America/Port-au-Prince');
  });

  it('needs only the name: the offsets are for the browser', () => {
    expect(timeZoneFromCookie('gg-tz=America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(timeZoneFromCookie('gg-tz=America/Los_Angeles|junk')).toBe('America/Los_Angeles');
  });

  it('names each zone by its one canonical id, so spellings and aliases of one zone are rendered and kept once', () => {
    for (const alias of ['America/New_York', 'america/new_york', 'US/Eastern', 'EST5EDT']) expect(timeZoneFromCookie(`gg-tz=${alias}|300|240`)).toBe('America/New_York');
    expect(timeZoneFromCookie('gg-tz=US/Pacific|480|420')).toBe('America/Los_Angeles');
    for (const utc of ['UTC', 'utc', 'Etc/UTC', 'GMT']) expect(timeZoneFromCookie(`gg-tz=${utc}|0|0`)).toBe('UTC');
    // a different zone stays apart, even where its offsets agree for part of the year
    expect(timeZoneFromCookie('gg-tz=America/Toronto|300|240')).not.toBe('America/New_York');
  });

  it('is null without the cookie', () => {
    expect(timeZoneFromCookie(undefined)).toBeNull();
    expect(timeZoneFromCookie('')).toBeNull();
    expect(timeZoneFromCookie('gg-color-mode=dark')).toBeNull();
    expect(timeZoneFromCookie('xgg-tz=Asia/Tokyo|0|0; gg-tzx=Asia/Tokyo|0|0')).toBeNull();
  });

  it.each([
    ['empty', 'gg-tz='],
    ['empty name', 'gg-tz=|300|240'],
    ['junk', 'gg-tz=%%%'],
    ['percent-encoded', 'gg-tz=America%2FNew_York|300|240'],
    ['a path', 'gg-tz=../../etc/passwd'],
    ['a path up to a real zone', 'gg-tz=../America/New_York'],
    ['markup', 'gg-tz=<script>alert(1)</script>'],
    ['quotes', 'gg-tz="><img src=x onerror=alert(1)>'],
    ['a quoted value', 'gg-tz="America/New_York"'],
    ['spaces', 'gg-tz=America/New York'],
    ['overlong', `gg-tz=${'A'.repeat(65)}`],
    ['an unknown zone', 'gg-tz=Mars/Olympus_Mons|0|0'],
    ['the browser-local marker', 'gg-tz=local|0|0'],
    ['an offset', 'gg-tz=+05:30'],
  ])('is null for %s', (_what, header) => {
    expect(timeZoneFromCookie(header)).toBeNull();
  });

  it('takes the first of two such cookies (the most specific path comes first)', () => {
    expect(timeZoneFromCookie('gg-tz=Asia/Tokyo|-540|-540; gg-tz=Europe/Paris|-60|-120')).toBe('Asia/Tokyo');
    expect(timeZoneFromCookie('gg-tz=nowhere; gg-tz=Europe/Paris|-60|-120')).toBeNull();
  });

  it('answers the same after many unknown names (it remembers only the latest ones)', () => {
    for (let i = 0; i < 500; i += 1) expect(timeZoneFromCookie(`gg-tz=Nowhere/Place_${i}`)).toBeNull();
    expect(timeZoneFromCookie('gg-tz=America/Chicago|360|300')).toBe('America/Chicago');
    expect(timeZoneFromCookie('gg-tz=Nowhere/Place_0')).toBeNull();
  });
});
