// Starts the whole site (services, remote servers, gateway) as child processes and stops it cleanly.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const { ROOT, PROCESSES } = require('./apps.cjs');

const TSX_LOADER = require.resolve('tsx', { paths: [ROOT] });

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function freePorts(keys) {
  const out = {};
  for (const k of keys) out[k] = await freePort();
  return out;
}

function httpOk(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 1000 }, (res) => { res.resume(); resolve(res.statusCode === 200); });
    req.on('error', () => resolve(false));
    req.on('timeout', () => { req.destroy(); resolve(false); });
  });
}

async function waitHealthy(url, { timeoutMs = 30_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    if (await httpOk(url)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * @param {object} opts
 * @param {Record<string, number>} opts.ports   one per PROCESSES[].portKey
 * @param {Record<string, string>} [opts.env]   extra env for every process (e.g. REPLAY_SPEED)
 * @param {Record<string, Record<string,string>>} [opts.envFor] extra env per process name
 * @param {Record<string, string[]>} [opts.nodeArgsFor] extra node flags per process name (e.g. --cpu-prof, which NODE_OPTIONS refuses)
 * @param {(name: string, line: string) => void} [opts.log]
 * @param {string[]} [opts.only]   start just these processes (benchmarks)
 */
async function startStack({ ports, env = {}, envFor = {}, nodeArgsFor = {}, only, log = (name, line) => process.stdout.write(`[${name}] ${line}\n`) }) {
  const children = new Map();
  // The key the gateway fetches the remotes' server builds with (the remotes serve them to no one
  // else): one made for this run unless one is given, the same for every process.
  const serverBuildKey = env.SERVER_BUILD_KEY ?? process.env.SERVER_BUILD_KEY ?? randomBytes(24).toString('base64url');

  const startProcess = async (name) => {
    const def = PROCESSES.find((p) => p.name === name);
    if (!def) throw new Error(`unknown process ${name}`);
    const port = ports[def.portKey];
    const child = spawn(process.execPath, [...(nodeArgsFor[name] ?? []), '--import', TSX_LOADER, path.join(ROOT, def.script)], {
      cwd: ROOT,
      env: { ...process.env, SERVER_BUILD_KEY: serverBuildKey, ...env, ...def.env(ports), ...(envFor[name] ?? {}), PORT: String(port), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(name, child);
    const recent = []; // the last lines, shown if the process dies while starting
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop();
        for (const line of lines) {
          if (!line.trim()) continue;
          recent.push(line);
          if (recent.length > 40) recent.shift();
          log(name, line);
        }
      });
    }
    try {
      await waitHealthy(`http://127.0.0.1:${port}/healthz`, { child });
    } catch (err) {
      throw new Error(`${name} did not start: ${err.message}\n${recent.map((l) => `  [${name}] ${l}`).join('\n')}`);
    }
    return child;
  };

  const stopProcess = (name) =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode) { children.delete(name); return resolve(); }
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => { clearTimeout(kill); children.delete(name); resolve(); });
      child.kill('SIGTERM');
    });

  const stop = async () => {
    // gateway first so no request reaches a stopping service
    const names = [...children.keys()].reverse();
    for (const n of names) await stopProcess(n);
  };

  try {
    // services and remote servers start in parallel; the gateway last
    const wanted = PROCESSES.filter((p) => !only || only.includes(p.name));
    const gateway = wanted.filter((p) => p.name === 'gateway');
    const others = wanted.filter((p) => p.name !== 'gateway');
    await Promise.all(others.map((p) => startProcess(p.name)));
    for (const p of gateway) await startProcess(p.name);
  } catch (err) {
    await stop();
    throw err;
  }

  return { ports, url: `http://localhost:${ports.gateway}`, children, startProcess, stopProcess, stop };
}

module.exports = { startStack, freePort, freePorts, waitHealthy };
