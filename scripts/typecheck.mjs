// Type-checks every workspace with its own tsconfig (strict, no emit). Exits non-zero on the first failure list.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
let failed = 0;
for (const ws of workspaces) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${ws}/tsconfig.json`], { stdio: 'inherit' });
  if (r.status !== 0) { failed++; console.error(`typecheck failed: ${ws}`); }
  else console.log(`typecheck ok: ${ws}`);
}
process.exit(failed ? 1 : 0);
