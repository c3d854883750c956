import { readableLogLine } from '@gg/dev-stack/readable-log';

const at = new Date(2026, 10, 27, 18, 40, 12).getTime();
const jsonLine = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'h', service: 'sports', ...fields });

describe('readableLogLine', () => {
  const show = readableLogLine();

  it('shows an access line as time, level, process and the request in words', () => {
    const line = jsonLine({ requestId: 'r-1', req: { method: 'GET', path: '/api/teams' }, res: { status: 200 }, ms: 3.1, msg: 'request done' });
    expect(show('sports', line)).toBe('18:40:12 INFO  sports       request done GET /api/teams 200 3.1 ms');
  });

  it('keeps the fields it has no words for, and the level lines up', () => {
    const line = jsonLine({ level: 40, msg: 'breaker opened', upstream: 'http://127.0.0.1:4002' });
    expect(show('gateway', line)).toBe('18:40:12 WARN  gateway      breaker opened {"upstream":"http://127.0.0.1:4002"}');
  });

  it('shows an error with its stack', () => {
    const line = jsonLine({ level: 50, msg: 'render failed', err: { type: 'Error', message: 'bad', stack: 'Error: bad\n    at render' } });
    const text = show('gateway', line);
    expect(text.startsWith('18:40:12 ERROR gateway      render failed')).toBe(true);
    expect(text).toContain('at render');
  });

  it('passes text that is not a JSON log line through, led by the process name', () => {
    expect(show('talk', 'Listening on 4003')).toBe('talk         Listening on 4003');
    expect(show('talk', '{not json')).toBe('talk         {not json');
  });
});
