/**
 * Who may reach which pod and port once the NetworkPolicies of a render are applied, read the way
 * a network plugin enforces them (ingress only: the policies here restrict nothing outbound), and
 * the paths the site needs, read from the manifests themselves: the services' URLs in each
 * process's environment, the Ingresses' backends, the PodMonitor's scrapes. A policy that blocks a
 * needed path, or leaves any other path open, is a problem.
 *
 * Traffic from a pod's own node (the kubelet's probes) is never subject to a policy, so it is not
 * modelled here; nor are ipBlock peers, which no policy here uses (one would be refused).
 */
import { containerEnvironment, podSpecOf } from './config-env';
import type { KubernetesObject } from './kubernetes-manifests';

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

interface NetworkPolicyPeer { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: unknown }

export interface NetworkPolicy extends KubernetesObject {
  kind: 'NetworkPolicy';
  spec: {
    podSelector: LabelSelector;
    policyTypes?: Array<'Ingress' | 'Egress'>;
    ingress?: Array<{ from?: NetworkPolicyPeer[]; ports?: Array<{ port?: number | string; protocol?: string }> }>;
    egress?: unknown[];
  };
}

/** A pod that sends or receives: its namespace (with that namespace's labels) and its own labels. */
export interface Pod {
  name: string;
  namespace: string;
  namespaceLabels: Record<string, string>;
  labels: Record<string, string>;
  /** Its containers' named ports (name -> number): what a policy's named port resolves to. */
  ports: Record<string, number>;
}

/** Pods from outside the site that try to reach it: the ones its policies must tell apart. */
export interface OutsidePods {
  /** The Prometheus that scrapes the site. */
  prometheus: Pod;
  /** Everything else: another pod of the namespace, of the monitoring namespace, a lookalike elsewhere. */
  others: Pod[];
}

export function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return byLabel && (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In': return key in labels && values.includes(labels[key]!);
      case 'NotIn': return !(key in labels) || !values.includes(labels[key]!);
      case 'Exists': return key in labels;
      case 'DoesNotExist': return !(key in labels);
      default: throw new Error(`label selector operator ${String(operator)} is not read here`);
    }
  });
}

const governsIngress = (p: NetworkPolicy) => (p.spec.policyTypes ?? ['Ingress']).includes('Ingress');

function peerMatches(peer: NetworkPolicyPeer, policyNamespace: string, from: Pod): boolean {
  if (peer.ipBlock !== undefined) throw new Error('ipBlock peers are not read here');
  // a peer without namespaceSelector means the policy's own namespace
  const inNamespace = peer.namespaceSelector ? selects(peer.namespaceSelector, from.namespaceLabels) : from.namespace === policyNamespace;
  return inNamespace && (peer.podSelector === undefined || selects(peer.podSelector, from.labels));
}

/** Whether `from` may open a TCP connection to `to` on its port named `portName`. */
export function allowed(policies: readonly NetworkPolicy[], from: Pod, to: Pod, portName: string): boolean {
  const number = to.ports[portName];
  if (number === undefined) throw new Error(`${to.name} has no port ${portName}`);
  const governing = policies.filter((p) => (p.metadata.namespace ?? to.namespace) === to.namespace && governsIngress(p) && selects(p.spec.podSelector, to.labels));
  // a pod no policy selects is open to all
  if (governing.length === 0) return true;
  return governing.some((p) => (p.spec.ingress ?? []).some((rule) => {
    const fromOk = !rule.from?.length || rule.from.some((peer) => peerMatches(peer, p.metadata.namespace ?? to.namespace, from));
    const portOk = !rule.ports?.length || rule.ports.some((r) => (r.protocol ?? 'TCP') === 'TCP' && (r.port === undefined || r.port === portName || r.port === number));
    return fromOk && portOk;
  }));
}

type Workload = KubernetesObject & { spec: { template: { metadata: { labels: Record<string, string> } } } };

const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';

/** The pods of a render, one per Deployment or StatefulSet, in `namespace` when the render names none. */
export function podsOf(objects: readonly KubernetesObject[], namespace: string): Pod[] {
  return objects.filter((o): o is Workload => o.kind === 'Deployment' || o.kind === 'StatefulSet').map((w) => {
    const ns = w.metadata.namespace ?? namespace;
    const nsObject = objects.find((o) => o.kind === 'Namespace' && o.metadata.name === ns);
    return {
      name: w.metadata.name,
      namespace: ns,
      namespaceLabels: { ...nsObject?.metadata.labels, [NAMESPACE_NAME_LABEL]: ns },
      labels: w.spec.template.metadata.labels,
      ports: Object.fromEntries(podSpecOf(w).containers.flatMap((c) => (c.ports ?? []).flatMap((p) => (p.name ? [[p.name, p.containerPort] as const] : [])))),
    };
  });
}

/** A pod outside the site, in a namespace that carries only its name label. */
export const outsidePod = (name: string, namespace: string, labels: Record<string, string>): Pod => ({ name, namespace, namespaceLabels: { [NAMESPACE_NAME_LABEL]: namespace }, labels, ports: {} });

type Service = KubernetesObject & { spec: { selector: Record<string, string>; ports: Array<{ name: string; port: number; targetPort: string | number }> } };

/** `source -> destination:port` for a path that must be open; `* -> destination:port` for a public port. */
export type Path = string;
const pathOf = (from: string, to: Pod, port: string): Path => `${from} -> ${to.name}:${port}`;

interface PodMonitor { spec: { selector: LabelSelector; podMetricsEndpoints: Array<{ port: string }> } }

/**
 * The paths the site needs: each process to every Service its environment names by URL
 * (`http://content:4001`, `redis://redis:6379`; a host that is no Service here, such as a managed
 * Redis, is outside the cluster's policies), Prometheus to the ports the PodMonitor scrapes, and
 * anyone to a port an Ingress routes to (the ingress controller's namespace differs from cluster
 * to cluster, and the origin is public anyway).
 */
export function neededPaths(objects: readonly KubernetesObject[], pods: readonly Pod[], podMonitor: PodMonitor, secretsMadeElsewhere: readonly KubernetesObject[] = []): Set<Path> {
  const services = objects.filter((o): o is Service => o.kind === 'Service');
  const podOf = (service: Service) => pods.filter((p) => Object.keys(service.spec.selector).length > 0 && selects({ matchLabels: service.spec.selector }, p.labels));
  const paths = new Set<Path>();
  for (const w of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet')) {
    for (const container of podSpecOf(w).containers) {
      const env = containerEnvironment(container, objects, secretsMadeElsewhere);
      for (const value of Object.values(env).flatMap((v) => v.split(','))) {
        const url = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^:/?#]+)(?::(\d+))?/i.exec(value.trim());
        const service = url && services.find((s) => s.metadata.name === url[1]);
        if (!service) continue;
        const servicePort = service.spec.ports.find((p) => String(p.port) === url[2]);
        if (!servicePort) throw new Error(`${w.metadata.name}: ${value} names no port of Service ${service.metadata.name}`);
        for (const to of podOf(service)) paths.add(pathOf(w.metadata.name, to, String(servicePort.targetPort)));
      }
    }
  }
  type Ingress = KubernetesObject & { spec: { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> } }> } };
  for (const ingress of objects.filter((o): o is Ingress => o.kind === 'Ingress')) {
    for (const backend of ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service))) {
      const service = services.find((s) => s.metadata.name === backend.name);
      const target = service?.spec.ports.find((p) => p.name === backend.port.name)?.targetPort;
      if (!service || target === undefined) throw new Error(`Ingress ${ingress.metadata.name}: no Service port ${backend.name}:${backend.port.name}`);
      for (const to of podOf(service)) paths.add(pathOf('*', to, String(target)));
    }
  }
  for (const to of pods.filter((p) => selects(podMonitor.spec.selector, p.labels))) {
    for (const { port } of podMonitor.spec.podMetricsEndpoints) paths.add(pathOf('prometheus', to, port));
  }
  return paths;
}

/**
 * What the policies get wrong: `blocked: a -> b:port` for a needed path they close, `open: a -> b:port`
 * for any other they leave open, trying every pod of the site and every pod outside it against every
 * named port of every pod of the site. Empty when the policies open exactly what is needed.
 */
export function reachabilityProblems(objects: readonly KubernetesObject[], { namespace, outside, podMonitor, secretsMadeElsewhere = [] }: { namespace: string; outside: OutsidePods; podMonitor: PodMonitor; secretsMadeElsewhere?: readonly KubernetesObject[] }): string[] {
  const pods = podsOf(objects, namespace);
  const policies = objects.filter((o): o is NetworkPolicy => o.kind === 'NetworkPolicy');
  const egress = policies.filter((p) => p.spec.policyTypes?.includes('Egress') || p.spec.egress !== undefined);
  if (egress.length > 0) throw new Error(`egress rules are not read here: ${egress.map((p) => p.metadata.name).join(', ')}`);
  const needed = neededPaths(objects, pods, podMonitor, secretsMadeElsewhere);
  const sources: Array<{ key: string; pod: Pod }> = [
    ...pods.map((pod) => ({ key: pod.name, pod })),
    { key: 'prometheus', pod: outside.prometheus },
    ...outside.others.map((pod) => ({ key: pod.name, pod })),
  ];
  const problems: string[] = [];
  for (const to of pods) {
    for (const port of Object.keys(to.ports)) {
      for (const { key, pod } of sources) {
        const need = needed.has(pathOf('*', to, port)) || needed.has(pathOf(key, to, port));
        const open = allowed(policies, pod, to, port);
        if (need !== open) problems.push(`${need ? 'blocked' : 'open'}: ${pathOf(key, to, port)}`);
      }
    }
  }
  return problems;
}
