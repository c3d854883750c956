// The processes that make up the site, and the frontend apps that need a webpack build.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

/** Frontend apps: built with webpack into <dir>/dist. */
const FRONTEND_APPS = ['shell', 'learn-remote', 'hub-remote', 'talk-remote'];

/** Sources that, when newer than an app's build, make it stale. */
const SHARED_SOURCES = ['packages/ui/src', 'packages/glossary-links/src', 'packages/federation/src', 'packages/contracts/src', 'packages/federation/package.json'];

/**
 * Every server process. `port` is the env var the launcher fills; `env(ports)` adds what the
 * process must know about the others. Order = start order (services before the gateway).
 */
const PROCESSES = [
  { name: 'content', script: 'services/content/src/main.ts', portKey: 'content', env: () => ({}) },
  { name: 'sports', script: 'services/sports/src/main.ts', portKey: 'sports', env: () => ({}) },
  { name: 'talk', script: 'services/talk/src/main.ts', portKey: 'talk', env: (p) => ({ SPORTS_URL: `http://127.0.0.1:${p.sports}` }) },
  { name: 'learn-remote', script: 'learn-remote/server.ts', portKey: 'learnRemote', env: (p) => ({ ALLOWED_ORIGINS: origins(p.gateway) }) },
  { name: 'hub-remote', script: 'hub-remote/server.ts', portKey: 'hubRemote', env: (p) => ({ ALLOWED_ORIGINS: origins(p.gateway) }) },
  { name: 'talk-remote', script: 'talk-remote/server.ts', portKey: 'talkRemote', env: (p) => ({ ALLOWED_ORIGINS: origins(p.gateway) }) },
  {
    name: 'gateway',
    script: 'api-gateway/src/main.ts',
    portKey: 'gateway',
    env: (p) => ({
      CONTENT_URL: `http://127.0.0.1:${p.content}`,
      SPORTS_URLS: `http://127.0.0.1:${p.sports}`,
      TALK_URL: `http://127.0.0.1:${p.talk}`,
      REMOTE_LEARN_URL: `http://localhost:${p.learnRemote}`,
      REMOTE_HUB_URL: `http://localhost:${p.hubRemote}`,
      REMOTE_TALK_URL: `http://localhost:${p.talkRemote}`,
    }),
  },
];

function origins(gatewayPort) {
  return `http://localhost:${gatewayPort},http://127.0.0.1:${gatewayPort}`;
}

const DEFAULT_PORTS = { gateway: 8080, content: 4001, sports: 4002, talk: 4003, learnRemote: 3001, hubRemote: 3002, talkRemote: 3003 };

/** Ports from the environment (GATEWAY_PORT, CONTENT_PORT, …), else the defaults. */
function portsFromEnv(env = process.env) {
  const key = (k) => `${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_PORT`;
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([k, v]) => [k, Number(env[key(k)] ?? v)]));
}

module.exports = { ROOT, FRONTEND_APPS, SHARED_SOURCES, PROCESSES, DEFAULT_PORTS, portsFromEnv };
