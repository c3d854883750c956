/**
 * Whether the gateway can serve now (GET /readyz): the shell is built, every service's host
 * name resolves (a service's replicas being down is the breakers' business, not a reason to take
 * the gateway out: it answers fast JSON errors and stale pages meanwhile), and it serves the
 * remotes' versions its peers do (see ReleaseView.problems). Resolved at most every few seconds,
 * however often the probe asks; the releases are asked every time (they are already in memory).
 */
import type { ReadyCheck } from '@gg/service-kit';
import { existsSync } from 'node:fs';
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import path from 'node:path';
import type { GatewayConfig } from './config';
import type { ReleaseView } from './releases';

const CHECK_EVERY_MS = 5_000;

export function gatewayReadiness(config: GatewayConfig, lookup: (host: string) => Promise<unknown> = dnsLookup, releases?: Pick<ReleaseView, 'problems'>): ReadyCheck {
  const hosts = [...new Set([config.CONTENT_URL, ...config.SPORTS_URLS, config.TALK_URL].map((u) => new URL(u).hostname.replace(/^\[|\]$/g, '')))]
    .filter((host) => net.isIP(host) === 0);
  let last: { at: number; reasons: Promise<string[]> } | null = null;
  const check = async (): Promise<string[]> => {
    const reasons: string[] = [];
    if (!existsSync(path.join(config.SHELL_DIST, 'index.html'))) reasons.push(`the shell is not built (${config.SHELL_DIST}/index.html)`);
    const resolved = await Promise.all(hosts.map((host) => lookup(host).then(() => null, () => host)));
    for (const host of resolved) if (host) reasons.push(`the service host ${host} does not resolve`);
    return reasons;
  };
  return async () => {
    if (!last || Date.now() - last.at >= CHECK_EVERY_MS) last = { at: Date.now(), reasons: check() };
    const [reasons, releaseProblems] = await Promise.all([last.reasons, releases?.problems() ?? []]);
    return [...reasons, ...releaseProblems];
  };
}
