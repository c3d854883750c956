#!/usr/bin/env node
// `gg-build-app`: builds the frontend app in the current folder (host or remote) with the one
// shared webpack setup, reading the app's webpack.config.ts through tsx.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const buildScript = fileURLToPath(new URL('../src/webpack/build.ts', import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', buildScript], { stdio: 'inherit' });
process.exit(result.status ?? 1);
