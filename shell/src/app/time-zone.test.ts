/**
 * @jest-environment-options {"timeZone": "America/New_York"}
 */
// The browser here is in New York: 300 minutes behind UTC in January, 240 in July.
import { LOCAL_TIME_ZONE } from '@gg/ui';
import { rememberTimeZone, renderedClock } from './time-zone';

declare function setProcessTimeZone(name: string): void;

const supportNamedTimeZones = jest.fn();
jest.mock('@gg/ui/named-time-zones', () => ({ supportNamedTimeZones: () => supportNamedTimeZones() }));

const RENDERED_AT = 1_795_964_400_000;

function renderedWith(timeZone: string | null) {
  const html = document.documentElement;
  if (timeZone === null) {
    delete html.dataset.timeZone;
    delete html.dataset.renderedAt;
  } else {
    html.dataset.timeZone = timeZone;
    html.dataset.renderedAt = String(RENDERED_AT);
  }
}
const setCookie = (value: string | null) => { document.cookie = `gg-tz=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : 60}`; };
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('gg-tz='))?.slice('gg-tz='.length);

afterEach(() => {
  renderedWith(null);
  setCookie(null);
  supportNamedTimeZones.mockClear();
  jest.restoreAllMocks();
  setProcessTimeZone('America/New_York');
});

describe('the clock a server-rendered page hydrates with', () => {
  it('is none for a page the server did not render', async () => {
    expect(await renderedClock()).toBeUndefined();
  });

  it('is UTC on a first visit (no cookie yet), with the time the page was rendered', async () => {
    renderedWith('UTC');
    expect(await renderedClock()).toEqual({ timeZone: 'UTC', now: RENDERED_AT });
    expect(supportNamedTimeZones).not.toHaveBeenCalled();
  });

  it("is the browser's own zone when the page was rendered in the zone the cookie names and the browser is still in: no Intl", async () => {
    setCookie('America/New_York|300|240');
    renderedWith('America/New_York');
    expect(await renderedClock()).toEqual({ timeZone: LOCAL_TIME_ZONE, now: RENDERED_AT });
    expect(supportNamedTimeZones).not.toHaveBeenCalled();
  });

  it("is the browser's own zone for a UTC page on a device that is always at UTC+0", async () => {
    setProcessTimeZone('Atlantic/Reykjavik');
    renderedWith('UTC');
    expect(await renderedClock()).toEqual({ timeZone: LOCAL_TIME_ZONE, now: RENDERED_AT });
    setProcessTimeZone('Europe/London'); // UTC+0 in winter only
    expect(await renderedClock()).toEqual({ timeZone: 'UTC', now: RENDERED_AT });
  });

  it("is the rendered zone, with named zones loaded, when the browser has left the cookie's zone (a fan who travelled)", async () => {
    setCookie('Asia/Tokyo|-540|-540');
    renderedWith('Asia/Tokyo');
    expect(await renderedClock()).toEqual({ timeZone: 'Asia/Tokyo', now: RENDERED_AT });
    expect(supportNamedTimeZones).toHaveBeenCalledTimes(1);
  });

  it('is the rendered zone, with named zones loaded, when the page was rendered for another zone than the cookie names', async () => {
    setCookie('America/New_York|300|240');
    renderedWith('America/Chicago'); // a page kept from before, say
    expect(await renderedClock()).toEqual({ timeZone: 'America/Chicago', now: RENDERED_AT });
    expect(supportNamedTimeZones).toHaveBeenCalledTimes(1);
  });
});

describe("the browser's zone in the cookie", () => {
  it("is written from Intl when there is none: the zone's name and this year's offsets", () => {
    rememberTimeZone();
    expect(cookie()).toBe('America/New_York|300|240');
  });

  it('is renewed without Intl while the browser is still in it', () => {
    setCookie('America/New_York|300|240');
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    rememberTimeZone();
    expect(intl).not.toHaveBeenCalled();
    expect(cookie()).toBe('America/New_York|300|240');
  });

  it('is rewritten when the browser has moved to another zone', () => {
    setCookie('Asia/Tokyo|-540|-540');
    rememberTimeZone();
    expect(cookie()).toBe('America/New_York|300|240');
  });
});
