// `npm start`: install if needed, build what is stale, start every process, stop all on Ctrl-C.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

if (!require('./lib/install.cjs').installPackages()) process.exit(1);
const { ensureBuilt } = require('@gg/dev-stack/build');
const { startStack } = require('@gg/dev-stack/stack');
const { portsFromEnv } = require('@gg/dev-stack/apps');
const { readableLogLine } = require('@gg/dev-stack/readable-log');

try {
  ensureBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// In a terminal, each process's JSON log line is shown as a readable line; piped to a file or a
// collector (or with LOG_FORMAT=json) the JSON goes through untouched.
const readable = process.env.LOG_FORMAT === 'pretty' || (process.stdout.isTTY && process.env.LOG_FORMAT !== 'json');
const show = readable ? readableLogLine({ colorize: process.stdout.hasColors?.() ?? false }) : (name, line) => `[${name}] ${line}`;
const log = (name, line) => process.stdout.write(`${show(name, line)}\n`);

const stack = await startStack({ ports: portsFromEnv(), log }).catch((err) => {
  console.error(`Could not start: ${err.message}`);
  process.exit(1);
});

console.log(`\n  Gridiron Guide is running at ${stack.url}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const [name, child] of stack.children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited unexpectedly (${signal ?? code}); stopping everything.`);
    void shutdown(1);
  });
}
