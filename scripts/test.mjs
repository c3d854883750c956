// `npm test`: everything, from a fresh clone. Installs what is missing (npm packages; Debian's
// chromium and redis-server when run as root), type-checks, lints, runs Jest over every workspace, builds
// the frontend, runs the end-to-end specs in headless Chromium, and ends with one line
// "N passed, N failed" totalling every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });
const args = new Set(process.argv.slice(2));
const e2eOnly = args.has('--e2e-only');
const unitOnly = args.has('--unit-only');

const run = (cmd, argv, opts = {}) => spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', ...opts });

function ensureNpmPackages() {
  if (!require('./lib/install.cjs').installPackages()) process.exit(1);
}

const APT = { chromium: '/usr/bin/chromium', 'redis-server': '/usr/bin/redis-server' };

function ensureDebianPackages(names) {
  const missing = names.filter((n) => !existsSync(APT[n]));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing Debian packages: ${missing.join(', ')}.\nInstall them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} (apt-get)…`);
  if (run('apt-get', ['update', '-qq']).status !== 0 || run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status !== 0) {
    console.error(`apt-get could not install ${missing.join(', ')}`);
    process.exit(1);
  }
}

const tally = { passed: 0, failed: 0, suites: [] };

function jest(label, extraArgs) {
  const out = path.join(results, `${label}.json`);
  const started = Date.now();
  const r = run(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${out}`, ...extraArgs]);
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (r.status !== 0 && failed === 0) failed = 1; // the run broke without a test failing (setup, config)
  tally.passed += passed;
  tally.failed += failed;
  tally.suites.push(`${label}: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
}

function check(label, fn) {
  const ok = fn();
  if (ok) tally.passed++;
  else tally.failed++;
  tally.suites.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

ensureNpmPackages();
ensureDebianPackages(['chromium', 'redis-server']);

if (!e2eOnly) {
  check('typecheck', () => run(process.execPath, [path.join(root, 'scripts/typecheck.mjs')]).status === 0);
  check('lint', () => run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--max-warnings=0', '.']).status === 0);
  // the images' commands run on the builds: after the build step below, unless there is none
  jest('unit', ['--ci', ...(unitOnly ? [] : ['--ignoreProjects', 'containers'])]);
}
if (!unitOnly) {
  const { ensureBuilt } = require('@gg/dev-stack/build');
  const built = check('build', () => { try { ensureBuilt(); return true; } catch (e) { console.error(e.message); return false; } });
  if (built && !e2eOnly) jest('containers', ['--ci', '--selectProjects', 'containers']);
  if (built) jest('e2e', ['--ci', '-c', path.join(root, 'e2e/jest.config.cjs'), '--runInBand']);
}

console.log('\n' + tally.suites.join('\n'));
const summary = `${tally.passed} passed, ${tally.failed} failed`;
writeFileSync(path.join(results, 'summary.txt'), summary + '\n');
console.log(summary);
process.exit(tally.failed === 0 ? 0 : 1);
