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

function npm(args) {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' }).status === 0;
}

function installPackages({ force = false } = {}) {
  if (!force && installed()) return true;
  console.log('Installing npm packages…');
  if (existsSync(path.join(ROOT, 'package-lock.json')) && npm(['ci'])) return true;
  console.log('npm ci refused the lockfile; installing the locked versions with npm install instead.');
  return npm(['install']);
}

module.exports = { installPackages, installed };

if (require.main === module) process.exit(installPackages({ force: process.argv.includes('--force') }) ? 0 : 1);
