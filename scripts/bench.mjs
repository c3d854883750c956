// `npm run bench`: every benchmark in bench/, one after the other; each prints its own figures.
import { spawnSync } from 'node:child_process';
for (const b of ['gateway-overhead', 'gateway-load', 'live-fanout', 'live-requests', 'bundle-budget', 'interaction', 'lighthouse', 'abuse']) {
  console.log(`\n== bench/${b}.ts`);
  spawnSync(process.execPath, ['--import', 'tsx', `bench/${b}.ts`], { stdio: 'inherit' });
}
