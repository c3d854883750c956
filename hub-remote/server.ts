/** Serves this remote's build from its own origin (CORS + CORP for the shell, safe caching). */
import { serveRemote } from '@gg/federation/static-server';

serveRemote({ name: 'hub', dir: __dirname });
