/** Serves this remote's build from its own origin (CORS + CORP for the shell, safe caching). */
import { createRemoteStaticApp } from '@gg/federation/static-server';
import path from 'node:path';

const port = Number(process.env.PORT ?? 3003);
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? 'http://localhost:8080').split(',').map((s) => s.trim());
const app = createRemoteStaticApp({ distDir: path.join(__dirname, 'dist'), allowedOrigins });
const server = app.listen(port, () => console.log(`talk remote on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
