/** `npm run remote -- <command>` (see command.ts). RELEASES_DIR names the store; the default is `.releases/` in the repository. */
import path from 'node:path';
import { runRemoteCommand } from './command';
import { releasesDirFrom } from './store';

const repoRoot = path.resolve(__dirname, '../../..');
runRemoteCommand(process.argv.slice(2), {
  releasesDir: releasesDirFrom(),
  repoRoot,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => { process.exitCode = code; }, (err: unknown) => { console.error(err); process.exitCode = 1; });
