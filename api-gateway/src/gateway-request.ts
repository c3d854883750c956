/**
 * The gateway's requests: an AppRequest (see @gg/service-kit) with the fields the gateway keeps on
 * each request declared from the start too, so setting them changes no request's hidden class.
 */
import { AppRequest } from '@gg/service-kit';
import type { Socket } from 'node:net';
import type { ProxiedRequest } from './proxy';

/** Fields the gateway sets on a request: proxy.ts's, and the first-screen mark static-shell.ts sets. */
type GatewayField = Extract<keyof ProxiedRequest, `gg${string}`> | 'ggFirstScreen';

const GATEWAY_FIELDS = [
  'ggArrivedAt', 'ggTarget', 'ggStream', 'ggService', 'ggUpstreamReq', 'ggUpstreamRes', 'ggOutcome',
  'ggUpstreamError', 'ggDeadline', 'ggRetry', 'ggClient', 'ggFirstScreen',
] as const satisfies readonly GatewayField[];

/** Fails to compile while a field proxy.ts declares is missing from the list above. */
type Missing = Exclude<GatewayField, (typeof GATEWAY_FIELDS)[number]>;
const everyFieldListed: [Missing] extends [never] ? true : Missing = true;
void everyFieldListed;

export class GatewayRequest extends AppRequest {
  constructor(socket: Socket) {
    super(socket);
    const self = this as unknown as Record<GatewayField, unknown>;
    for (const field of GATEWAY_FIELDS) self[field] = undefined;
  }
}
