/** Serves this remote's build from its own origin (CORS + CORP for the shell, safe caching), and its published releases on /v/<version>/. */
import { serveRemote } from '@gg/federation/static-server';
import { publishedVersionDirs } from '@gg/releases';

serveRemote({ name: 'hub', dir: __dirname, publishedVersionDir: publishedVersionDirs('hub') });
