import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { buildServers, parseDockerfile, readDockerfile, ROOT, serverBuilds, sourceOf, type Stage } from './images';

const stages = readDockerfile();
const stage = (name: string) => stages.find((s) => s.name === name)!;
const { serversDir, builds } = serverBuilds();
const deployables = stages.filter((s) => s.cmd);

/** The image a stage finally runs on: its FROM, followed through earlier stages. */
const baseImageOf = (s: Stage): string => { const parent = stages.find((p) => p.name === s.base); return parent ? baseImageOf(parent) : s.base; };

describe('Dockerfile', () => {
  test('has one image per server process scripts/build-servers.mjs builds', () => {
    expect(deployables.map((s) => s.name).sort()).toEqual(builds.map((b) => b.name).sort());
  });

  test.each(builds.map((b) => [b.name, b] as const))('%s: runs its compiled main.js, copied in from the build stage with every file built beside it', (name, build) => {
    const image = stage(name);
    expect(image.cmd).toEqual(['node', `${serversDir}/${name}/main.js`]);
    expect(Object.keys(build.files)).toContain('main.js');
    for (const file of Object.keys(build.files)) {
      const inImage = path.posix.join(image.workdir, serversDir, name, file);
      expect([file, sourceOf(image, inImage)]).toEqual([file, { from: 'build', source: path.posix.join(stage('build').workdir, serversDir, name, file) }]);
    }
  });

  test('what each compiled server requires at run time is a production dependency (npm ci --omit=dev installs it)', () => {
    buildServers();
    const lock = (JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> }).packages;
    const builtins = new Set(builtinModules);
    for (const { name, files } of builds) {
      for (const file of Object.keys(files)) {
        const dir = path.join(serversDir, name);
        const required = [...readFileSync(path.join(ROOT, dir, file), 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!);
        const packages = required.filter((r) => !r.startsWith('node:') && !builtins.has(r.split('/')[0]!)).map((r) => {
          // a package by name is the root's node_modules; by a path, a workspace's own node_modules
          const where = r.startsWith('.') ? path.posix.join(dir, r) : `node_modules/${r}`;
          return /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(where)![1]!;
        });
        expect(packages.length).toBeGreaterThan(0);
        for (const pkg of new Set(packages)) expect([file, pkg, lock[pkg] && !lock[pkg].dev && !lock[pkg].devOptional]).toEqual([file, pkg, true]);
      }
    }
  });

  test('the build stage installs everything and runs the builds, frontend and servers', () => {
    const build = stage('build');
    expect(build.runs.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'node scripts/build.mjs']);
    // scripts/build.mjs builds the servers after the frontend apps
    expect(readFileSync(path.join(ROOT, 'scripts/build.mjs'), 'utf8')).toMatch(/import \{ buildServers \} from '\.\/build-servers\.mjs';[\s\S]*await buildServers\(\);/);
  });

  test.each(deployables.map((s) => [s.name, s] as const))('%s: a slim Node runtime, run as the unprivileged user node, with production dependencies only', (_name, image) => {
    expect(baseImageOf(image)).toBe('node:20-bookworm-slim');
    expect(image.user).toBe('node');
    expect(image.env.NODE_ENV).toBe('production');
    const modules = image.copies.filter((c) => c.dest.split('/').includes('node_modules'));
    expect(modules.length).toBeGreaterThan(0);
    for (const copy of modules) expect(copy.from).toBe('production-dependencies');
    expect(stage('production-dependencies').runs.at(-1)).toBe('npm ci --omit=dev --no-audit --no-fund');
    // nothing from the build context straight in: only built output and dependencies
    for (const copy of image.copies) expect(copy.from).toMatch(/^(build|production-dependencies)$/);
  });

  test('the parser reads what it is given, and refuses what it does not know', () => {
    const parsed = parseDockerfile([
      'ARG V=20',
      'FROM node:${V}-slim AS base',
      'WORKDIR /app',
      'ENV A=1 B="two"',
      'COPY --from=build /app/x \\',
      '  x',
      'FROM base AS child',
      'USER node',
      'VOLUME ["/app/data"]',
      'CMD ["node", "x/main.js"]',
    ].join('\n'));
    expect(parsed.map((s) => s.name)).toEqual(['base', 'child']);
    expect(parsed[0]!.base).toBe('node:20-slim');
    expect(parsed[1]).toMatchObject({ base: 'base', workdir: '/app', env: { A: '1', B: 'two' }, user: 'node', volumes: ['/app/data'], cmd: ['node', 'x/main.js'] });
    expect(sourceOf(parsed[1]!, '/app/x/main.js')).toEqual({ from: 'build', source: '/app/x/main.js' });
    expect(sourceOf(parsed[1]!, '/app/y')).toBeNull();
    expect(() => parseDockerfile('FROM a\nCMD node x.js')).toThrow('exec form');
    expect(() => parseDockerfile('FROM a\nADD x y')).toThrow('ADD');
  });
});
