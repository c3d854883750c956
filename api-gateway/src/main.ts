import './tracing'; // first: traces (when configured) must see express and node:http loaded
import { loadConfig, serve } from '@gg/service-kit';
import { createGatewayApp } from './app';
import { GatewayConfigSchema } from './config';
import { connectionPolicy } from './connections';
import { GatewayRequest } from './gateway-request';

const config = loadConfig(GatewayConfigSchema);
const { app, close, endStreams, warmUp, refusedConnection } = createGatewayApp(config);
serve(app, { port: config.PORT, metricsPort: config.METRICS_PORT, name: 'gateway', onStopping: endStreams, onShutdown: close, connections: connectionPolicy(config, { onRefused: refusedConnection }), requestClass: GatewayRequest });
void warmUp();
