/**
 * The manifests and Prometheus objects in deploy/: they parse, every Kubernetes object validates
 * against its schema (kubernetes-models), the production overlay renders into valid objects, and
 * what the house asks of every process holds: probes, draining, security, budgets, autoscaling,
 * network policies that open exactly the paths the site needs, metrics that exist in the code,
 * alerts that link to the runbook.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podSpecOf, type Container } from './config-env';
import {
  DEPLOY_DIR, describeObject, KUBERNETES_DIR, PROMETHEUS_DIR, readYamlDocument, readYamlDocuments, REPOSITORY_ROOT, schemaProblems, yamlFilesUnder, type KubernetesObject,
} from './kubernetes-manifests';
import { outsidePod, podsOf, reachabilityProblems, selects, type NetworkPolicy, type OutsidePods } from './kubernetes-network';
import { filesNamedBy, renderKustomization } from './kubernetes-render';

const BASE = path.join(KUBERNETES_DIR, 'base');
const PRODUCTION = path.join(KUBERNETES_DIR, 'overlays', 'production');
const ADAPTER_RULES = path.join(PROMETHEUS_DIR, 'adapter-rules.yaml');
const RUNBOOK = path.join(REPOSITORY_ROOT, 'docs', 'operations-runbook.md');

const kustomizationDirs = yamlFilesUnder(DEPLOY_DIR).filter((f) => path.basename(f) === 'kustomization.yaml').map((f) => path.dirname(f));
const patchFiles = new Set(kustomizationDirs.flatMap((dir) => filesNamedBy(dir).patches));
/** Files of Kubernetes objects: all YAML under kubernetes/ and prometheus/ but kustomizations, patches and the adapter's config. */
const objectFiles = [...yamlFilesUnder(KUBERNETES_DIR), ...yamlFilesUnder(PROMETHEUS_DIR)]
  .filter((f) => path.basename(f) !== 'kustomization.yaml' && !patchFiles.has(f) && f !== ADAPTER_RULES);

const renders = { base: renderKustomization(BASE), production: renderKustomization(PRODUCTION) };

/** Objects that must be refused, so a check that accepts anything cannot pass. */
const BROKEN: unknown[] = [
  { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'port-as-text' }, spec: { selector: { matchLabels: { a: 'b' } }, template: { metadata: { labels: { a: 'b' } }, spec: { containers: [{ name: 'c', image: 'i', ports: [{ containerPort: 'http' }] }] } } } },
  { apiVersion: 'apps/v1', kind: 'Deploymnt', metadata: { name: 'misspelt-kind' } },
  { apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule', metadata: { name: 'rule-without-expr' }, spec: { groups: [{ name: 'g', rules: [{ alert: 'A' }] }] } },
  { kind: 'Service', metadata: { name: 'no-api-version' } },
];

let problems: { files: string[]; renders: Record<keyof typeof renders, string[]>; broken: Array<string | null> };
beforeAll(() => {
  // one Node process for every object: loading the models takes most of the time
  const fromFiles = objectFiles.flatMap((file) => (readYamlDocuments(file) as KubernetesObject[]).map((object) => ({ file, object })));
  const rendered = Object.entries(renders).flatMap(([render, objects]) => objects.map((object) => ({ render, object })));
  const all = schemaProblems([...fromFiles.map((x) => x.object), ...rendered.map((x) => x.object), ...BROKEN]);
  const described = (object: KubernetesObject, problem: string | null) => (problem ? [`${describeObject(object)}: ${problem}`] : []);
  problems = {
    files: fromFiles.flatMap(({ file, object }, i) => described(object, all[i]!).map((p) => `${path.relative(DEPLOY_DIR, file)}: ${p}`)),
    renders: { base: [], production: [] },
    broken: all.slice(fromFiles.length + rendered.length),
  };
  rendered.forEach(({ render, object }, i) => problems.renders[render as keyof typeof renders].push(...described(object, all[fromFiles.length + i]!)));
}, 60_000);

describe('files', () => {
  test('every YAML file under deploy/ parses, each of its documents', () => {
    const files = yamlFilesUnder(DEPLOY_DIR);
    expect(files).toContain(path.join(BASE, 'kustomization.yaml'));
    for (const file of files) expect(() => readYamlDocuments(file)).not.toThrow();
  });

  test('every file a kustomization names exists', () => {
    expect(kustomizationDirs.length).toBeGreaterThanOrEqual(3);
    for (const dir of kustomizationDirs) {
      const { resources, patches } = filesNamedBy(dir);
      for (const file of [...resources, ...patches]) expect([path.relative(DEPLOY_DIR, file), existsSync(file)]).toEqual([path.relative(DEPLOY_DIR, file), true]);
      // a directory named as a resource is a kustomization itself
      for (const resourceDir of resources.filter((f) => existsSync(f) && statSync(f).isDirectory())) expect(existsSync(path.join(resourceDir, 'kustomization.yaml'))).toBe(true);
    }
  });

  test('every Kubernetes object in deploy/ validates against the schema of its kind', () => {
    expect(objectFiles.length).toBeGreaterThan(10);
    expect(problems.files).toEqual([]);
  });

  test('the schema check refuses a broken object, a misspelt kind and a non-object', () => {
    expect(problems.broken).toEqual([
      expect.stringContaining('containerPort must be integer'),
      'unknown kind Deploymnt in apps/v1',
      expect.stringContaining('expr'),
      'not a Kubernetes object (no apiVersion and kind)',
    ]);
  });
});

describe('the production overlay', () => {
  test('renders into objects that validate', () => {
    expect(renders.production.length).toBeGreaterThan(30);
    expect(problems.renders).toEqual({ base: [], production: [] });
  });

  test('runs in its namespace, from the release\'s images, with a managed Redis and no secret of ours', () => {
    const objects = renders.production;
    for (const o of objects) expect([describeObject(o), o.metadata.namespace]).toEqual([describeObject(o), o.kind === 'Namespace' ? undefined : 'gridiron']);
    expect(objects.filter((o) => o.kind === 'StatefulSet' || o.kind === 'Secret' || o.metadata.name === 'redis')).toEqual([]);
    for (const d of objects.filter((o) => o.kind === 'Deployment')) {
      for (const c of podSpecOf(d).containers) expect(c.image).toMatch(/^registry\.example\.com\/gridiron-guide\/[a-z-]+:[\w.-]+$/);
    }
    const base = renders.base.filter((o) => o.kind !== 'StatefulSet' && o.kind !== 'Secret' && o.metadata.name !== 'redis').map(describeObject);
    expect(objects.map(describeObject)).toEqual(expect.arrayContaining(base));
  });

  test('the renderer refuses what it does not render', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-kustomize-'));
    try {
      writeFileSync(path.join(dir, 'kustomization.yaml'), 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\ncommonLabels: { a: b }\n');
      expect(() => renderKustomization(dir)).toThrow(/commonLabels not rendered/);
      writeFileSync(path.join(dir, 'kustomization.yaml'), `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${path.relative(dir, BASE)}]\npatches:\n  - patch: '[{ op: replace, path: /spec/nothing, value: 1 }]'\n    target: { kind: Deployment, name: sports }\n`);
      expect(() => renderKustomization(dir)).toThrow(/\/spec\/nothing does not exist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Probe = { httpGet?: { path: string; port: string | number } };
type ProcessContainer = Container & {
  readinessProbe?: Probe; livenessProbe?: Probe; startupProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
};

/** serve()'s own limit on a shutdown, read from service-kit: the pod's grace must cover it after the preStop sleep. */
const SERVE_GRACE_SECONDS = (() => {
  const source = readFileSync(path.join(REPOSITORY_ROOT, 'packages', 'service-kit', 'src', 'serve.ts'), 'utf8');
  const ms = /graceMs = ([\d_]+)/.exec(source)?.[1];
  if (!ms) throw new Error('no default graceMs in serve.ts');
  return Number(ms.replace(/_/g, '')) / 1000;
})();

describe.each(Object.entries(renders))('%s: what every process needs', (_render, objects) => {
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const named = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

  test.each(deployments.map((d) => [d.metadata.name, d]))('%s: probes, draining, security, resources', (_name, d) => {
    const pod = podSpecOf(d) as ReturnType<typeof podSpecOf> & { securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } }; volumes?: Array<{ name: string }> };
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    for (const c of pod.containers as ProcessContainer[]) {
      // metrics: where the process serves them (config-env.test.ts checks which do)
      expect((c.ports ?? []).map((p) => p.name)).toContain('http');
      expect(c.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(c.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      // after the preStop sleep the process gets SIGTERM and may take serve()'s whole grace
      const preStop = c.lifecycle?.preStop?.sleep?.seconds;
      expect(preStop).toBeGreaterThanOrEqual(5);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop! + SERVE_GRACE_SECONDS);
      expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      expect(c.volumeMounts?.map((m) => m.mountPath)).toContain('/tmp');
      for (const m of c.volumeMounts ?? []) expect(pod.volumes?.map((v) => v.name)).toContain(m.name);
      for (const kind of ['requests', 'limits'] as const) expect(Object.keys(c.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
    }
  });

  test.each(deployments.map((d) => [d.metadata.name, d]))('%s: a Service with its ports, a disruption budget and an autoscaler', (name, d) => {
    const labels = (d.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
    const selects = (selector: Record<string, string> | undefined) => Object.entries(selector ?? {}).every(([k, v]) => labels[k] === v) && Object.keys(selector ?? {}).length > 0;
    const service = named('Service', name) as KubernetesObject & { spec: { selector: Record<string, string>; ports: Array<{ name: string; targetPort: string }> } };
    expect(selects(service.spec.selector)).toBe(true);
    const containerPorts = podSpecOf(d).containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
    expect(service.spec.ports.map((p) => p.name).sort()).toEqual([...containerPorts].sort());
    for (const p of service.spec.ports) expect(p.targetPort).toBe(p.name);
    const pdb = named('PodDisruptionBudget', name) as KubernetesObject & { spec: { selector: { matchLabels: Record<string, string> } } };
    expect(selects(pdb.spec.selector.matchLabels)).toBe(true);
    const hpa = named('HorizontalPodAutoscaler', name) as KubernetesObject & { spec: { scaleTargetRef: { kind: string; name: string } } };
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    // the autoscaler owns the replica count: an apply that set one would undo a scale-out
    expect((d.spec as { replicas?: number }).replicas).toBeUndefined();
  });

  test('the Ingresses route only to Services\' http ports, never to metrics', () => {
    const ingresses = objects.filter((o) => o.kind === 'Ingress') as Array<KubernetesObject & { spec: { rules: Array<{ host: string; http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> } }> } }>;
    const backends = ingresses.flatMap((i) => i.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service)));
    expect(backends.map((b) => b.name).sort()).toEqual(['gateway', 'hub-remote', 'learn-remote', 'talk-remote']);
    for (const b of backends) {
      expect(b.port.name).toBe('http');
      expect(named('Service', b.name)).toBeDefined();
    }
  });
});

describe.each(Object.entries(renders))('%s: network policies', (render, objects) => {
  /** Where the objects land: the overlay's namespace, or wherever the base is applied. */
  const namespace = render === 'production' ? 'gridiron' : 'default';
  const podMonitor = readYamlDocument(path.join(PROMETHEUS_DIR, 'pod-monitor.yaml')) as Parameters<typeof reachabilityProblems>[1]['podMonitor'];
  const secretsMadeElsewhere = readYamlDocuments(path.join(PRODUCTION, 'secrets.example.yaml')) as KubernetesObject[];
  const site = podsOf(objects, namespace);
  const outside: OutsidePods = {
    prometheus: outsidePod('prometheus', 'monitoring', { 'app.kubernetes.io/name': 'prometheus' }),
    others: [
      { ...outsidePod('debug-pod', namespace, { run: 'debug' }), namespaceLabels: site[0]!.namespaceLabels },
      outsidePod('grafana', 'monitoring', { 'app.kubernetes.io/name': 'grafana' }),
      outsidePod('prometheus-lookalike', 'someone-else', { 'app.kubernetes.io/name': 'prometheus' }),
      outsidePod('ingress-controller', 'ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' }),
    ],
  };
  const problemsOf = (changed: readonly KubernetesObject[]) => reachabilityProblems(changed, { namespace, outside, podMonitor, secretsMadeElsewhere });
  const policies = objects.filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy');
  const withPolicies = (change: (p: NetworkPolicy[]) => NetworkPolicy[]) => [...objects.filter((o) => o.kind !== 'NetworkPolicy'), ...change(structuredClone(policies))];

  test('every workload has a policy of its own that denies by default what it does not allow', () => {
    for (const pod of site) {
      const own = policies.find((p) => p.metadata.name === pod.name);
      expect([pod.name, own !== undefined && selects(own.spec.podSelector, pod.labels) && (own.spec.policyTypes ?? []).includes('Ingress')]).toEqual([pod.name, true]);
    }
  });

  test('open exactly what the site needs: each process to the services its environment names, Prometheus to the metrics ports, anyone to what an Ingress routes to', () => {
    expect(site.length).toBeGreaterThanOrEqual(render === 'production' ? 7 : 8);
    expect(problemsOf(objects)).toEqual([]);
  });

  test('a policy that blocks a needed path, or leaves a port open, is found', () => {
    const sports = site.find((p) => p.name === 'sports')!;
    const talk = site.find((p) => p.name === 'talk')!;
    // no policy at all: every port open to every pod
    expect(problemsOf(withPolicies(() => []))).toEqual(expect.arrayContaining(['open: content -> sports:http', 'open: debug-pod -> sports:http', 'open: grafana -> sports:metrics']));
    // sports without its own policy: shut to the gateway and talk (the namespace's default denial)
    expect(problemsOf(withPolicies((ps) => ps.filter((p) => p.metadata.name !== 'sports')))).toEqual(['blocked: gateway -> sports:http', 'blocked: talk -> sports:http']);
    // talk follows the sports stream (SPORTS_URL): a policy that forgets it blocks talk
    const talkForgotten = withPolicies((ps) => ps.map((p) => ({ ...p, spec: { ...p.spec, ingress: p.spec.ingress
      ?.map((rule) => ({ ...rule, from: rule.from?.filter((peer) => !(peer.podSelector && selects(peer.podSelector, talk.labels))) }))
      .filter((rule) => rule.from === undefined || rule.from.length > 0) } })));
    expect(problemsOf(talkForgotten)).toEqual(['blocked: talk -> sports:http']);
    // a policy added that lets any pod of the namespace in
    const anyPod: NetworkPolicy = { apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'too-open' }, spec: { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'sports' } }, ingress: [{ from: [{ podSelector: {} }] }] } };
    expect(problemsOf(withPolicies((ps) => [...ps, anyPod]))).toEqual(expect.arrayContaining(['open: gateway -> sports:metrics', 'open: debug-pod -> sports:http']));
    // Prometheus told apart by its pod label only: a lookalike in any namespace scrapes too
    const byPodLabelOnly = withPolicies((ps) => ps.map((p) => ({ ...p, spec: { ...p.spec, ingress: p.spec.ingress?.map((rule) => ({ ...rule, from: rule.from?.map((peer) => (peer.namespaceSelector ? { ...peer, namespaceSelector: {} } : peer)) })) } })));
    expect(problemsOf(byPodLabelOnly)).toEqual(expect.arrayContaining([`open: prometheus-lookalike -> ${sports.name}:metrics`]));
    expect(problemsOf(byPodLabelOnly).every((p) => p.startsWith('open: prometheus-lookalike'))).toBe(true);
  });
});

/** Metric names the code registers (`name: 'gg_…'`), read from the sources, tests left out. */
function metricNamesInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) { if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full); continue; }
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      for (const m of readFileSync(full, 'utf8').matchAll(/name:\s*'(gg_[a-z0-9_]+)'/g)) names.add(m[1]!);
    }
  };
  for (const root of ['api-gateway/src', 'services', 'packages', 'learn-remote', 'hub-remote', 'talk-remote']) walk(path.join(REPOSITORY_ROOT, root));
  return names;
}

/** The metric a series name belongs to: a histogram's _bucket, _sum and _count are its own. */
const metricOf = (series: string) => series.replace(/_(bucket|sum|count)$/, '');
const seriesIn = (expr: string) => [...expr.matchAll(/\bgg_[a-z0-9_]+/g)].map((m) => m[0]);

/** GitHub's anchors for a Markdown file's headings. */
function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')));
}

describe('Prometheus', () => {
  const rule = readYamlDocument(path.join(PROMETHEUS_DIR, 'alerts.yaml')) as { spec: { groups: Array<{ rules: Array<{ alert: string; expr: string; annotations: Record<string, string> }> }> } };
  const alerts = rule.spec.groups.flatMap((g) => g.rules);
  const adapter = readYamlDocument(ADAPTER_RULES) as { rules: Array<{ seriesQuery: string; name: { matches: string; as: string }; metricsQuery: string; resources: { overrides: Record<string, { resource: string }> } }> };
  const inCode = metricNamesInCode();

  test('the alerts that need a person are there, each with a summary, a description and a runbook section that exists', () => {
    expect(alerts.map((a) => a.alert)).toEqual(expect.arrayContaining(['GGProviderFailing', 'GGNoPoller', 'GGBreakerOpen', 'GGLiveDeliveryLagHigh']));
    const anchors = anchorsOf(readFileSync(RUNBOOK, 'utf8'));
    for (const a of alerts) {
      expect(Object.keys(a.annotations).sort()).toEqual(['description', 'runbook_url', 'summary']);
      const [file, anchor] = a.annotations.runbook_url!.split('#');
      expect(path.resolve(REPOSITORY_ROOT, file!)).toBe(RUNBOOK);
      expect([a.alert, anchors.has(anchor!)]).toEqual([a.alert, true]);
    }
  });

  test('the alerts read only metrics the code registers', () => {
    expect(inCode.has('gg_http_request_duration_seconds')).toBe(true);
    const missing = alerts.flatMap((a) => seriesIn(a.expr).map(metricOf).filter((m) => !inCode.has(m)).map((m) => `${a.alert}: ${m}`));
    expect(missing).toEqual([]);
  });

  test('the adapter exposes per pod every custom metric an autoscaler reads, from a metric the code registers', () => {
    const exposed = adapter.rules.map((r) => r.name.as);
    for (const r of adapter.rules) {
      expect(r.resources.overrides).toEqual({ namespace: { resource: 'namespace' }, pod: { resource: 'pod' } });
      for (const series of seriesIn(r.seriesQuery)) expect(inCode.has(series)).toBe(true);
      expect(new RegExp(r.name.matches).test(seriesIn(r.seriesQuery)[0]!)).toBe(true);
      expect(r.metricsQuery).toContain('<<.Series>>{<<.LabelMatchers>>}');
    }
    for (const objects of Object.values(renders)) {
      const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler') as Array<KubernetesObject & { spec: { metrics: Array<{ type: string; pods?: { metric: { name: string } }; resource?: { name: string } }> } }>;
      const podMetrics = Object.fromEntries(hpas.map((h) => [h.metadata.name, h.spec.metrics.filter((m) => m.type === 'Pods').map((m) => m.pods!.metric.name)]));
      expect(podMetrics).toMatchObject({ sports: ['gg_live_viewers'], gateway: ['gg_live_viewers'], content: [], talk: [] });
      for (const names of Object.values(podMetrics)) for (const n of names) expect(exposed).toContain(n);
      for (const h of hpas.filter((x) => !['sports', 'gateway'].includes(x.metadata.name))) expect(h.spec.metrics).toEqual([expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) })]);
    }
  });

  test('the PodMonitor scrapes every process with a metrics port, and only those', () => {
    const monitor = readYamlDocument(path.join(PROMETHEUS_DIR, 'pod-monitor.yaml')) as { spec: { selector: { matchLabels: Record<string, string>; matchExpressions: Array<{ key: string; operator: 'In'; values: string[] }> }; podMetricsEndpoints: Array<{ port: string }> } };
    const { matchLabels, matchExpressions } = monitor.spec.selector;
    const selects = (labels: Record<string, string>) => Object.entries(matchLabels).every(([k, v]) => labels[k] === v) && matchExpressions.every((e) => e.values.includes(labels[e.key]!));
    const endpointPorts = monitor.spec.podMetricsEndpoints.map((e) => e.port);
    expect(endpointPorts).toEqual(['metrics']);
    const workloads = renders.base.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');
    for (const w of workloads) {
      const hasMetrics = podSpecOf(w).containers.some((c) => (c.ports ?? []).some((p) => p.name === 'metrics'));
      expect([w.metadata.name, selects((w.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels)]).toEqual([w.metadata.name, hasMetrics]);
    }
    expect(workloads.filter((w) => podSpecOf(w).containers.some((c) => (c.ports ?? []).some((p) => p.name === 'metrics'))).length).toBeGreaterThanOrEqual(4);
  });
});
