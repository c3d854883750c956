/**
 * Every process in the manifests gets an environment its own config schema accepts: no key it does
 * not know, every required key set, every value valid; its ports are the ones it listens on, and
 * its probes ask paths it answers. The schemas are the processes' own, imported.
 */
import { createGatewayApp } from '@gg/api-gateway/app';
import { GatewayConfigSchema } from '@gg/api-gateway/config';
import { REMOTE_CATALOG, type RemoteName } from '@gg/federation/catalog';
import { remoteListFromEnv } from '@gg/federation/remotes';
import { createRemoteStaticApp, RemoteServerConfigSchema } from '@gg/federation/static-server';
import { releasesDirFrom } from '@gg/releases';
import { createMetrics, createServiceApp, serveMetrics } from '@gg/service-kit';
import { SportsConfigSchema } from '@gg/sports-service/config';
import { TalkConfigSchema } from '@gg/talk-service/config';
import type { Express } from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadCompose } from './compose';
import { containerEnvironment, environmentProblems, podSpecOf, type Container, type ProcessConfig } from './config-env';
import { KUBERNETES_DIR, readYamlDocuments, type KubernetesObject } from './kubernetes-manifests';
import { renderKustomization } from './kubernetes-render';

const PRODUCTION = path.join(KUBERNETES_DIR, 'overlays', 'production');
const RENDERS = {
  base: renderKustomization(path.join(KUBERNETES_DIR, 'base')),
  production: renderKustomization(PRODUCTION),
};
/** The Secrets production makes out of band, in the shape the overlay documents. */
const SECRETS_MADE_ELSEWHERE = readYamlDocuments(path.join(PRODUCTION, 'secrets.example.yaml')) as KubernetesObject[];

/**
 * The content service declares its schema inline in its entry point: it is taken from the call
 * the entry point makes, with service-kit's loadConfig and serve() stood in for (nothing listens).
 */
async function contentConfigSchema(): Promise<z.ZodObject> {
  let captured: z.ZodObject | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@gg/service-kit', () => ({
      ...jest.requireActual('@gg/service-kit'),
      loadConfig: (schema: z.ZodObject) => { captured = schema; return schema.parse({}); },
      serve: () => undefined,
    }));
    await import('@gg/content-service/main');
  });
  if (!captured) throw new Error('the content service\'s entry point parsed no config');
  return captured;
}

const remoteTakes = (remote: RemoteName) => (value: string) => remoteListFromEnv({ [`REMOTE_${remote.toUpperCase()}_URL`]: value }).remotes.find((r) => r.name === remote)?.entry === `${value.replace(/\/+$/, '')}/remoteEntry.js`;
const releaseStoreTakes = (value: string) => releasesDirFrom({ RELEASES_DIR: value }) === path.resolve(value);
const remoteProcess: ProcessConfig = { schema: RemoteServerConfigSchema, alsoReads: { RELEASES_DIR: releaseStoreTakes } };

let processes: Record<string, ProcessConfig & { defaultPort?: number }>;
beforeAll(async () => {
  processes = {
    gateway: { schema: GatewayConfigSchema, alsoReads: { REMOTE_LEARN_URL: remoteTakes('learn'), REMOTE_HUB_URL: remoteTakes('hub'), REMOTE_TALK_URL: remoteTakes('talk') } },
    content: { schema: await contentConfigSchema() },
    sports: { schema: SportsConfigSchema },
    talk: { schema: TalkConfigSchema },
    'learn-remote': { ...remoteProcess, defaultPort: REMOTE_CATALOG.learn.defaultPort },
    'hub-remote': { ...remoteProcess, defaultPort: REMOTE_CATALOG.hub.defaultPort },
    'talk-remote': { ...remoteProcess, defaultPort: REMOTE_CATALOG.talk.defaultPort },
  };
});

test('an unknown key, a required key left unset, a value refused and a key no longer read are all reported', () => {
  const schema = z.object({ PORT: z.coerce.number().int().default(80), NEEDED: z.string(), COUNT: z.coerce.number().int().optional() });
  const problems = environmentProblems({ PORT: '8080', COUNT: 'many', TYPO_KEY: '1', READ_ELSEWHERE: 'x' }, { schema, alsoReads: { READ_ELSEWHERE: () => false } });
  expect(problems).toEqual([
    'TYPO_KEY is not a key its config schema knows',
    'READ_ELSEWHERE=x is not taken by the code that reads it',
    'NEEDED is required and not set',
    expect.stringMatching(/^NEEDED: /),
    expect.stringMatching(/^COUNT: /),
  ]);
  expect(environmentProblems({ NEEDED: 'yes', READ_ELSEWHERE: 'x' }, { schema, alsoReads: { READ_ELSEWHERE: () => true } })).toEqual([]);
});

const deploymentsOf = (objects: KubernetesObject[]) => objects.filter((o) => o.kind === 'Deployment');
const cases = Object.entries(RENDERS).flatMap(([render, objects]) => deploymentsOf(objects).map((d) => [render, d.metadata.name, d, objects] as const));

test('both renders hold a Deployment for every process', () => {
  for (const objects of Object.values(RENDERS)) {
    expect(deploymentsOf(objects).map((d) => d.metadata.name).sort()).toEqual(['content', 'gateway', 'hub-remote', 'learn-remote', 'sports', 'talk', 'talk-remote']);
  }
});

describe.each(cases)('%s: %s', (_render, name, deployment, objects) => {
  const container = () => {
    const containers = podSpecOf(deployment).containers;
    expect(containers).toHaveLength(1);
    return containers[0]!;
  };
  const env = () => containerEnvironment(container(), objects, SECRETS_MADE_ELSEWHERE);

  test('its environment is one its config schema accepts, with every required key', () => {
    const config = processes[name];
    expect(config).toBeDefined();
    expect(environmentProblems(env(), config!)).toEqual([]);
  });

  test('its ports are the ones the process listens on', () => {
    const ports = Object.fromEntries((container().ports ?? []).map((p) => [p.name, p.containerPort]));
    const config = processes[name]!;
    const parsed = config.schema.parse(Object.fromEntries(Object.entries(env()).filter(([key]) => key in config.schema.shape))) as { PORT?: number; METRICS_PORT?: number };
    expect(ports.http).toBe(parsed.PORT ?? config.defaultPort);
    // a process whose schema has METRICS_PORT serves metrics there when it is set: the manifest
    // sets it and names that port `metrics`; a process without one gets no metrics port
    const servesMetrics = 'METRICS_PORT' in config.schema.shape;
    expect([servesMetrics, ports.metrics]).toEqual([servesMetrics, servesMetrics ? parsed.METRICS_PORT : undefined]);
    if (servesMetrics) expect(parsed.METRICS_PORT).toBeDefined();
  });
});

describe('compose.yaml', () => {
  // every default applies, as for `docker compose up` with nothing set
  const services = Object.entries(loadCompose().services);
  const ours = services.filter(([, service]) => service.build !== undefined);

  test('builds every process, each from the Dockerfile target of its name', () => {
    expect(ours.map(([name, service]) => [name, service.build?.target])).toEqual(expect.arrayContaining(Object.keys(processes).map((name) => [name, name])));
    expect(ours).toHaveLength(Object.keys(processes).length);
  });

  test.each(ours.map(([name]) => [name]))('%s: its environment is one its config schema accepts, with every required key', (name) => {
    const service = Object.fromEntries(ours)[name]!;
    const config = processes[service.build!.target!];
    expect(config).toBeDefined();
    expect(environmentProblems(service.environment ?? {}, config!)).toEqual([]);
  });
});

describe('probes ask paths the processes answer', () => {
  const listen = (app: Express) => new Promise<Server>((resolve) => { const server = app.listen(0, '127.0.0.1', () => resolve(server)); });
  const statusOf = async (server: Server, pathname: string) => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`)).status;
  const probePaths = (name: string) => {
    const c = podSpecOf(RENDERS.production.find((o) => o.kind === 'Deployment' && o.metadata.name === name)!).containers[0] as Container & Record<'readinessProbe' | 'livenessProbe' | 'startupProbe', { httpGet?: { path: string } } | undefined>;
    return [c.readinessProbe, c.livenessProbe, c.startupProbe].flatMap((probe) => (probe?.httpGet ? [probe.httpGet.path] : []));
  };
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'gg-deploy-probes-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function expectAnswered(app: Express, names: string[]) {
    const server = await listen(app);
    try {
      for (const name of names) {
        const paths = probePaths(name);
        expect(paths.length).toBeGreaterThanOrEqual(2);
        for (const p of paths) expect([name, p, await statusOf(server, p)]).toEqual([name, p, 200]);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }

  test('the services (service-kit apps)', async () => {
    await expectAnswered(createServiceApp({ name: 'probe', routers: [] }), ['content', 'sports', 'talk']);
  });

  test('the remotes\' static servers', async () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    await expectAnswered(createRemoteStaticApp({ distDir: dir, allowedOrigins: [] }), ['learn-remote', 'hub-remote', 'talk-remote']);
  });

  test('the gateway', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const gateway = createGatewayApp(GatewayConfigSchema.parse({ SHELL_DIST: dir, FIRST_SCREEN_RENDER: 'off', RELEASES_DIR: path.join(dir, 'releases') }));
    try {
      await expectAnswered(gateway.app, ['gateway']);
    } finally {
      gateway.close();
    }
  });

  test('metrics, on the path the PodMonitor scrapes', async () => {
    const server = serveMetrics(createMetrics('probe'), 0);
    await new Promise((r) => server.once('listening', r));
    try {
      const [podMonitor] = readYamlDocuments(path.join(KUBERNETES_DIR, '..', 'prometheus', 'pod-monitor.yaml')) as Array<{ spec: { podMetricsEndpoints: Array<{ path: string }> } }>;
      for (const endpoint of podMonitor!.spec.podMetricsEndpoints) expect(await statusOf(server, endpoint.path)).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
