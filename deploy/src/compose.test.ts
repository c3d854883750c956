import { composeProblems, interpolate, loadCompose, type ComposeFile } from './compose';
import { readDockerfile } from './images';

const compose = loadCompose();
const services = compose.services;
const nodeServices = Object.entries(services).filter(([, s]) => s.build);
const withoutPort = (url: string) => new URL(url).hostname;

describe('compose.yaml', () => {
  test('validates against the Compose Specification schema', () => {
    expect(composeProblems(compose)).toEqual([]);
  });

  test('the validator refuses what Compose would refuse', () => {
    const broken = (change: (c: ComposeFile) => void) => { const c = structuredClone(compose); change(c); return composeProblems(c); };
    expect(broken((c) => { c.services.sports!.deploy = { replicas: 'two' as unknown as number }; })).not.toEqual([]);
    expect(broken((c) => { (c.services.gateway!.healthcheck as Record<string, unknown>).interval = '10 seconds'; })).not.toEqual([]);
    expect(broken((c) => { c.services.gateway!.ports = ['8080:eighty']; })).not.toEqual([]);
    expect(broken((c) => { c.services.content!.read_only = 'yes' as unknown as boolean; })).not.toEqual([]);
    expect(broken((c) => { c.services.content!.restart_policy = 'always'; })).not.toEqual([]);
  });

  test('interpolates as Compose does: defaults, set values, $$, and a required value left unset', () => {
    expect(interpolate({ a: ['${KEY:-fallback}', '${KEY}', '$$PORT', 'x-${OTHER-y}'] }, {})).toEqual({ a: ['fallback', '', '$PORT', 'x-y'] });
    expect(interpolate('${KEY:-fallback}', { KEY: 'given' })).toBe('given');
    expect(interpolate('${KEY:-fallback}', { KEY: '' })).toBe('fallback');
    expect(() => interpolate('${KEY:?set it}', {})).toThrow('KEY must be set: set it');
    expect(loadCompose(undefined, { SERVER_BUILD_KEY: 'a-key-from-the-operator-1234' }).services.gateway!.environment!.SERVER_BUILD_KEY).toBe('a-key-from-the-operator-1234');
  });

  test('runs every image of the Dockerfile, and Redis', () => {
    const targets = readDockerfile().filter((s) => s.cmd).map((s) => s.name).sort();
    expect(nodeServices.map(([, s]) => s.build!.target).sort()).toEqual(targets);
    for (const [name, s] of nodeServices) expect(s.build).toEqual({ context: '.', target: name });
    expect(services.redis!.image).toMatch(/^redis:7/);
  });

  test('sports replicas are one number, share Redis, and the gateway and talk reach them by the service name', () => {
    expect(services.sports!.deploy!.replicas).toBeGreaterThanOrEqual(2);
    expect(services.sports!.environment!.REDIS_URL).toBe('redis://redis:6379');
    expect(services.sports!.depends_on).toEqual({ redis: { condition: 'service_healthy' } });
    expect(services.sports!.ports).toBeUndefined(); // a published port would clash between replicas
    expect(services.gateway!.environment!.SPORTS_URLS!.split(',').map(withoutPort)).toEqual(['sports']);
    expect(withoutPort(services.talk!.environment!.SPORTS_URL!)).toBe('sports');
  });

  test('every process is checked for readiness on /readyz and started after what it depends on is healthy', () => {
    for (const [name, s] of nodeServices) {
      expect([name, s.healthcheck?.test.join(' ')]).toEqual([name, expect.stringContaining('/readyz')]);
      expect(s.healthcheck!.test.join(' ')).toContain('process.env.PORT');
      expect(s.environment!.PORT).toMatch(/^\d+$/);
    }
    for (const [name, s] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
        expect([name, dependency, condition]).toEqual([name, dependency, 'service_healthy']);
        expect(services[dependency]!.healthcheck).toBeDefined();
      }
    }
    expect(Object.keys(services.gateway!.depends_on!).sort()).toEqual(nodeServices.map(([n]) => n).filter((n) => n !== 'gateway').sort());
  });

  test('publishes only the public origins (the gateway and the remotes\' static servers), never a service or a metrics port', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name).sort();
    expect(published).toEqual(['gateway', 'hub-remote', 'learn-remote', 'talk-remote']);
    for (const [name, s] of Object.entries(services)) {
      for (const mapping of s.ports ?? []) {
        const containerPort = mapping.split(':').at(-1);
        expect([name, containerPort]).toEqual([name, s.environment!.PORT]);
      }
    }
    for (const [name, s] of nodeServices) expect([name, s.environment!.METRICS_PORT]).toEqual([name, '9464']);
  });

  test('each remote is reached by the gateway at the origin the browser uses, and lets the gateway\'s origin load it', () => {
    const gatewayOrigin = `http://localhost:${services.gateway!.ports![0]!.split(':')[0]}`;
    for (const remote of ['learn', 'hub', 'talk']) {
      const url = new URL(services.gateway!.environment![`REMOTE_${remote.toUpperCase()}_URL`]!);
      const service = services[`${remote}-remote`]!;
      expect(url.hostname).toBe(`${remote}-remote.localhost`);
      expect(service.networks!.default!.aliases).toContain(url.hostname);
      expect(service.ports).toContain(`${url.port}:${service.environment!.PORT}`);
      expect(service.environment!.ALLOWED_ORIGINS!.split(',')).toContain(gatewayOrigin);
      expect(service.environment!.SERVER_BUILD_KEY).toBe(services.gateway!.environment!.SERVER_BUILD_KEY);
    }
  });

  test('every process runs on a read-only root filesystem; what it writes is a volume or tmpfs', () => {
    for (const [name, s] of Object.entries(services)) expect([name, s.read_only]).toEqual([name, true]);
    const dockerfile = readDockerfile();
    for (const [name, s] of nodeServices) {
      const declared = dockerfile.find((stage) => stage.name === name)!.volumes;
      const mounted = ((s.volumes as string[] | undefined) ?? []).map((v) => v.split(':')[1]);
      // a VOLUME of the image gets a volume of its own when compose.yaml names none
      for (const dir of mounted) expect([name, declared]).toEqual([name, expect.arrayContaining([dir])]);
      expect(s.tmpfs).toEqual(['/tmp']);
    }
  });
});
