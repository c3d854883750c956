// `npm run build`: build every frontend app (shell + remotes) from scratch.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { ensureBuilt } = require('@gg/dev-stack/build');
ensureBuilt({ force: process.argv.includes('--stale') ? false : true });
