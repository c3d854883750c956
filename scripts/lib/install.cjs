// Installs npm packages from the lockfile. `npm ci` first; if npm refuses the lockfile because the
// registry in use has no builds for other platforms (their optional entries are then missing from
// the lock), fall back to `npm install`, which still installs the locked versions.
const { spawnSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function installed() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  return existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs - 1000);
}

function npm(args, { quiet = false } = {}) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (quiet && result.status !== 0) {
    // npm prints its whole usage text on a lockfile mismatch: keep only the reason
    const reason = `${result.stderr ?? ''}`.split('\n').filter((l) => /Missing:|ERR|error code|in sync/.test(l)).slice(0, 4);
    console.log(reason.join('\n'));
  }
  return result.status === 0;
}

function installPackages({ force = false } = {}) {
  if (!force && installed()) return true;
  console.log('Installing npm packages…');
  if (existsSync(path.join(ROOT, 'package-lock.json')) && npm(['ci'], { quiet: true })) return true;
  console.log('npm ci refused the lockfile; installing the locked versions with npm install instead.');
  return npm(['install']);
}

module.exports = { installPackages, installed };

if (require.main === module) process.exit(installPackages({ force: process.argv.includes('--force') }) ? 0 : 1);
