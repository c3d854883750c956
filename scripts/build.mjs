// `npm run build`: build every frontend app (shell + remotes) from scratch, then every server
// process compiled to JavaScript (build/servers/, under a second; see build-servers.mjs).
import { createRequire } from 'node:module';
import { buildServers } from './build-servers.mjs';
const require = createRequire(import.meta.url);
const { ensureBuilt } = require('@gg/dev-stack/build');
ensureBuilt({ force: process.argv.includes('--stale') ? false : true });
await buildServers();
