// Builds the frontend apps whose dist is missing or older than their sources.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, FRONTEND_APPS, SHARED_SOURCES } = require('./apps.cjs');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || /\.test\.tsx?$/.test(entry)) continue; // tests don't change the bundle
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(app) {
  const built = path.join(ROOT, app, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [path.join(app, 'src'), path.join(app, 'webpack.config.ts'), ...SHARED_SOURCES].map((p) => path.join(ROOT, p));
  return sources.some((s) => newestMtime(s) > builtAt);
}

/** Runs the app's own `build` script (gg-build-app from @gg/federation) in its folder. */
function buildApp(app) {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'gg-build-app'), [], {
    cwd: path.join(ROOT, app),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Build of ${app} failed`);
}

/** Builds what is stale (or everything with force). Returns the apps it built. */
function ensureBuilt({ force = false, log = console.log } = {}) {
  const todo = FRONTEND_APPS.filter((app) => force || isStale(app));
  for (const app of todo) {
    log(`building ${app}…`);
    buildApp(app);
  }
  return todo;
}

module.exports = { ensureBuilt, isStale, buildApp };
