/**
 * Each image run as a process, since no container runtime starts here: for every deployable, a
 * folder holding exactly the files its Dockerfile stage COPYs in (from this repository's builds;
 * node_modules linked, as the dependencies are installed here), its VOLUMEs as empty folders, then
 * its CMD started there with the stage's ENV and the environment compose.yaml gives the service.
 * Ports are moved to free ones and service names to this machine; Redis is a local redis-server.
 * Services start in compose.yaml's depends_on order, each once the services it depends on pass
 * their compose healthcheck, which is run as compose would run it.
 *
 * Run after the frontend build in `npm test` (Jest project `containers`); alone, it builds what is
 * missing or stale first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadCompose, type ComposeService } from './compose';
import { readDockerfile, ROOT, type Stage } from './images';

jest.setTimeout(60_000);

const REDIS_SERVER = '/usr/bin/redis-server';
const compose = loadCompose();
const stages = readDockerfile();
const deployables = stages.filter((s) => s.cmd);
const serviceOf = (name: string) => compose.services[name]!;

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port free now and not handed to another process of this test: the system may give a port just
 * closed to the next ask (a gateway once found its metrics port taken by another service here).
 */
const handedOut = new Set<number>();
async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** A GET on a fresh connection (none kept alive, so nothing holds a process open at shutdown). */
function get(port: number, urlPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET :${port}${urlPath} timed out`)));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ports each service listens on in its container (PORT, METRICS_PORT) -> a free one here. */
const localPorts = new Map<string, number>();
const portKey = (service: string, port: string | number) => `${service}:${port}`;

/** The service a URL's host:port names inside the compose network, or on the host through a published port. */
function serviceAt(host: string, port: string): { service: string; containerPort: string } | null {
  for (const [name, s] of Object.entries(compose.services)) {
    const aliases = Object.values(s.networks ?? {}).flatMap((n) => n?.aliases ?? []);
    if (host === name || aliases.includes(host)) return { service: name, containerPort: port };
    if (host === 'localhost' || host === '127.0.0.1') {
      const published = (s.ports ?? []).find((p) => p.split(':')[0] === port);
      if (published) return { service: name, containerPort: published.split(':').at(-1)! };
    }
  }
  return null;
}

/** A value of compose.yaml as it must be here: its own ports and every URL to a service moved. */
function moved(service: string, key: string, value: string): string {
  if (key === 'PORT' || key === 'METRICS_PORT') return String(localPorts.get(portKey(service, value)));
  return value.replace(/\b([a-z]+:\/\/)([\w.-]+):(\d+)/g, (url, scheme: string, host: string, port: string) => {
    const target = serviceAt(host, port);
    if (!target) throw new Error(`${service}: ${key} names ${url}, which is no service of compose.yaml`);
    const local = localPorts.get(portKey(target.service, target.containerPort));
    if (local === undefined) throw new Error(`${service}: ${key} names ${url}, a port ${target.service} does not listen on`);
    return `${scheme}${host === 'localhost' || host.endsWith('.localhost') ? 'localhost' : '127.0.0.1'}:${local}`;
  });
}

/** The environment the image's process gets: the stage's ENV, then compose.yaml's for the service. */
const containerEnv = (stage: Stage, service: ComposeService) => ({ ...stage.env, ...service.environment });

interface Running {
  name: string;
  child: ChildProcess;
  env: Record<string, string>;
  dir: string;
  output: string[];
  exit: Promise<number | null>;
  /** The image's files outside its volumes, as assembled (a symbolic link is not followed). */
  filesAtStart: string[];
  filesOutsideVolumes: () => string[];
}
const running = new Map<string, Running>();
let redis: ChildProcess | undefined;
let redisPort: number | undefined;
let imagesDir: string;

/** Every file and folder under `dir` but those under `skipped`, without following links. */
function filesUnder(dir: string, skipped: string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((s) => file === s || file.startsWith(`${s}${path.sep}`)))
    .sort();
}

/** The image's files: each COPY from the build stage copied, dependencies linked, VOLUMEs (and compose's volumes) as empty folders. */
function assembleImage(stage: Stage, service: ComposeService): { workdir: string; files: () => string[] } {
  const root = path.join(imagesDir, stage.name);
  const here = (inImage: string) => path.join(root, inImage);
  for (const copy of stage.copies) {
    const fromStage = stages.find((s) => s.name === copy.from);
    if (!fromStage) throw new Error(`${stage.name}: COPY from ${copy.from ?? 'the build context'} is not read here`);
    for (const source of copy.sources) {
      // the build stages are this repository, built and installed: their WORKDIR is its root
      const inRepository = path.join(ROOT, path.posix.relative(fromStage.workdir, source));
      if (!existsSync(inRepository)) throw new Error(`${stage.name}: ${copy.from}:${source} does not exist (${inRepository})`);
      mkdirSync(path.dirname(here(copy.dest)), { recursive: true });
      if (path.basename(source) === 'node_modules') symlinkSync(inRepository, here(copy.dest), 'dir');
      else cpSync(inRepository, here(copy.dest), { recursive: true });
    }
  }
  const mounted = ((service.volumes as string[] | undefined) ?? []).map((v) => v.split(':')[1]!);
  const volumes = [...stage.volumes, ...mounted].map(here);
  for (const dir of volumes) mkdirSync(dir, { recursive: true });
  return { workdir: here(stage.workdir), files: () => filesUnder(root, volumes) };
}

/** Runs the service's compose healthcheck (a `node -e` script) with its environment, until it passes. */
async function waitHealthy(r: Running, timeoutMs = 30_000): Promise<void> {
  const test = serviceOf(r.name).healthcheck!.test;
  expect(test.slice(0, 2)).toEqual(['CMD', 'node']);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (r.child.exitCode !== null) throw new Error(`${r.name} exited with ${r.child.exitCode}:\n${r.output.join('\n')}`);
    const check = spawnSync(process.execPath, test.slice(2), { cwd: r.dir, env: r.env, timeout: 5_000 });
    if (check.status === 0) return;
    await sleep(250);
  }
  throw new Error(`${r.name} did not pass its healthcheck within ${timeoutMs} ms:\n${r.output.join('\n')}`);
}

function start(stage: Stage): Running {
  const service = serviceOf(stage.name);
  const image = assembleImage(stage, service);
  const dir = image.workdir;
  const filesAtStart = image.files();
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOSTNAME: `${stage.name}-container` };
  for (const [key, value] of Object.entries(containerEnv(stage, service))) env[key] = moved(stage.name, key, value);
  if (env.REDIS_URL && !redisPort) delete env.REDIS_URL; // no redis-server here: sports keeps its state in SQLite in its volume
  const [command, ...args] = stage.cmd!;
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => { output.push(...chunk.split('\n').filter(Boolean)); output.splice(0, Math.max(0, output.length - 60)); });
  }
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const r = { name: stage.name, child, env, dir, output, exit, filesAtStart, filesOutsideVolumes: image.files };
  running.set(stage.name, r);
  return r;
}

/** compose.yaml's start order: a service once every service it depends on is healthy. */
async function startAll(): Promise<void> {
  const healthy = new Set(['redis']);
  let waiting = deployables;
  while (waiting.length > 0) {
    const ready = waiting.filter((s) => Object.keys(serviceOf(s.name).depends_on ?? {}).every((d) => healthy.has(d)));
    if (ready.length === 0) throw new Error(`depends_on cannot be met: ${waiting.map((s) => s.name).join(', ')}`);
    await Promise.all(ready.map(async (stage) => { await waitHealthy(start(stage)); healthy.add(stage.name); }));
    waiting = waiting.filter((s) => !ready.includes(s));
  }
}

beforeAll(async () => {
  // the webpack builds if missing or stale (a minute or so), then the compiled servers (a second)
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--stale'], { cwd: ROOT, encoding: 'utf8', timeout: 280_000 });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'gg-images-'));
  for (const stage of deployables) {
    const service = serviceOf(stage.name);
    for (const [key, value] of Object.entries(containerEnv(stage, service))) {
      if (key === 'PORT' || key === 'METRICS_PORT') localPorts.set(portKey(stage.name, value), await freePort());
    }
  }
  if (existsSync(REDIS_SERVER)) {
    redisPort = await freePort();
    localPorts.set(portKey('redis', 6379), redisPort);
    redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore', cwd: imagesDir });
    for (let i = 0; i < 100 && !(await new Promise<boolean>((resolve) => { const s = net.connect(redisPort!, '127.0.0.1', () => { s.end(); resolve(true); }); s.on('error', () => resolve(false)); })); i++) await sleep(50);
  }
  await startAll();
}, 300_000);

afterAll(async () => {
  for (const r of [...running.values()].reverse()) if (r.child.exitCode === null) r.child.kill('SIGKILL');
  await Promise.all([...running.values()].map((r) => r.exit));
  redis?.kill('SIGKILL');
  if (imagesDir) rmSync(imagesDir, { recursive: true, force: true });
});

const portOf = (name: string, key = 'PORT') => Number(running.get(name)!.env[key]);

describe('each image\'s command, run as a process with its compose environment', () => {
  test('every image has a service, and each started and passed its compose healthcheck', () => {
    expect([...running.keys()].sort()).toEqual(deployables.map((s) => s.name).sort());
  });

  test.each(deployables.map((s) => [s.name]))('%s answers /healthz and /readyz', async (name) => {
    expect((await get(portOf(name), '/healthz')).status).toBe(200);
    expect((await get(portOf(name), '/readyz')).status).toBe(200);
  });

  test('each process with a METRICS_PORT serves its Prometheus metrics there, apart from its public port', async () => {
    const withMetrics = [...running.values()].filter((r) => r.env.METRICS_PORT);
    expect(withMetrics.map((r) => r.name).sort()).toEqual(deployables.map((s) => s.name).sort());
    for (const r of withMetrics) {
      const metrics = await get(Number(r.env.METRICS_PORT), '/metrics');
      expect([r.name, metrics.status, metrics.body]).toEqual([r.name, 200, expect.stringContaining('process_cpu_user_seconds_total')]);
      expect((await get(portOf(r.name), '/metrics')).body).not.toContain('process_cpu_user_seconds_total');
    }
  });

  test('sports runs on the shared Redis', () => {
    if (!redisPort) return; // no redis-server on this machine: REDIS_URL was left out
    expect(running.get('sports')!.output.join('\n')).toMatch(/redis, replica sports-/);
  });

  test('the gateway serves a page with its first screen rendered on the server, with the shell\'s build and the remotes\' server code', async () => {
    const page = await get(portOf('gateway'), '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // on failure, with what the gateway logged
    expect({ firstScreen: page.headers['x-first-screen'], log: running.get('gateway')!.output.filter((l) => !l.includes('"request done"')) }).toEqual({ firstScreen: expect.stringMatching(/^(rendered|hit)$/), log: expect.anything() });
    expect(page.body).toContain('<div id="root" data-rendered-url="/">');
  });

  test('the gateway answers the API through content, sports and talk', async () => {
    const gateway = portOf('gateway');
    const teams = await get(gateway, '/api/teams');
    expect(teams.status).toBe(200);
    expect((JSON.parse(teams.body) as unknown[]).length).toBeGreaterThan(30);
    const categories = await get(gateway, '/api/categories');
    expect(categories.status).toBe(200);
    expect((JSON.parse(categories.body) as unknown[]).length).toBeGreaterThan(0);
    expect((await get(gateway, '/api/water-cooler-talk?limit=5')).status).toBe(200);
  });

  test.each(['learn-remote', 'hub-remote', 'talk-remote'].map((n) => [n]))('%s serves its entry and manifest, and its server build on the gateway\'s key only', async (name) => {
    const port = portOf(name);
    const entry = await get(port, '/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(JSON.parse((await get(port, '/mf-manifest.json')).body)).toHaveProperty('metaData');
    expect((await get(port, `/server/${running.get(name)!.env.SERVER_BUILD_KEY}/remoteEntry.js`)).status).toBe(200);
    expect((await get(port, '/server/remoteEntry.js')).status).toBe(404);
  });

  test('on SIGTERM each process exits 0 within its stop grace period (gateway first, as compose stops dependents first)', async () => {
    for (const r of [...running.values()].reverse()) {
      const grace = serviceOf(r.name).stop_grace_period as string | undefined;
      const graceMs = grace ? Number(/^(\d+)s$/.exec(grace)![1]) * 1000 : 10_000;
      r.child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([r.exit, new Promise((resolve) => { timer = setTimeout(() => resolve('still running'), graceMs); })]);
      clearTimeout(timer);
      expect([r.name, code]).toEqual([r.name, 0]);
    }
  }, 120_000);

  test('no process wrote outside its volumes (each can run on a read-only root filesystem)', () => {
    for (const r of running.values()) expect([r.name, r.filesOutsideVolumes()]).toEqual([r.name, r.filesAtStart]);
  });
});
