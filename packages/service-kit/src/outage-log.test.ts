import { Writable } from 'node:stream';
import { createLogger } from './logging';
import { createOutageLog } from './outage-log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(JSON.parse(chunk.toString())); done(); } });
  return { lines, logger: createLogger('sports', { LOG_LEVEL: 'info' }, sink) };
}
const flushed = () => new Promise((r) => setImmediate(r));

it('writes the first failure at once and at most one line per interval after it, with how many it left out', async () => {
  const { lines, logger } = capture();
  let now = 0;
  const outage = createOutageLog({ logger, message: 'redis unreachable', recoveredMessage: 'redis reachable again', everyMs: 10_000, now: () => now });
  for (let i = 0; i < 50; i++) { outage.failed(new Error(`connect ECONNREFUSED ${i}`)); now += 100; } // 5 s of retries
  now = 10_000;
  outage.failed(new Error('connect ECONNREFUSED late'));
  for (let i = 0; i < 3; i++) outage.failed(new Error('again'));
  now = 12_500;
  outage.recovered();
  outage.recovered(); // a second client's 'ready': nothing more to say
  await flushed();

  expect(lines.map((l) => [l.level, l.msg, l.suppressed])).toEqual([
    [50, 'redis unreachable', 0],
    [50, 'redis unreachable', 49],
    [30, 'redis reachable again', 3],
  ]);
  expect(lines[0]).toMatchObject({ service: 'sports', err: { message: 'connect ECONNREFUSED 0' } });
  expect(lines[2]).toMatchObject({ downMs: 12_500 });
});

it('says nothing on a connection that never failed', async () => {
  const { lines, logger } = capture();
  createOutageLog({ logger, message: 'redis unreachable', recoveredMessage: 'redis reachable again' }).recovered();
  await flushed();
  expect(lines).toEqual([]);
});
