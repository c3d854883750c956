/**
 * The root Dockerfile read as far as the image checks need: its stages, and for each the files its
 * COPY lines bring in, its WORKDIR, ENV, USER, EXPOSE, VOLUME and CMD, a stage inheriting from the
 * stage it is built FROM. Only the instructions our own file uses are understood; any other is an
 * error, so a new one is not silently skipped. Also: what scripts/build-servers.mjs builds, asked of
 * the script itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const DOCKERFILE = path.join(ROOT, 'Dockerfile');
const BUILD_SERVERS = path.join(ROOT, 'scripts/build-servers.mjs');

export interface CopyLine {
  /** The stage (or image) the files come from; undefined for the build context. */
  from?: string;
  /** Absolute paths in that stage (or paths in the build context). */
  sources: string[];
  /** Absolute path in this stage. */
  dest: string;
}

export interface Stage {
  name: string;
  /** The image or earlier stage it starts from, ARGs substituted. */
  base: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  expose: number[];
  volumes: string[];
  copies: CopyLine[];
  runs: string[];
  /** CMD in exec form (the only form accepted). */
  cmd?: string[];
}

/** The instructions, one per logical line (continuations joined, comments and blank lines left out). */
function instructions(text: string): Array<{ keyword: string; args: string }> {
  const joined = text.split('\n').filter((line) => !/^\s*#/.test(line)).join('\n').replace(/\\\n/g, ' ');
  return joined.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
  });
}

const substitute = (value: string, args: Record<string, string>) =>
  value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, braced?: string, bare?: string) => args[(braced ?? bare)!] ?? '');

function jsonArray(args: string, what: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(args);
  } catch {
    throw new Error(`${what} must be in exec form (a JSON array): ${args}`);
  }
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) throw new Error(`${what} must be a JSON array of strings: ${args}`);
  return parsed as string[];
}

const inWorkdir = (p: string, workdir: string) => path.posix.resolve(workdir, p);

/** Parses a Dockerfile into its stages, each with what it inherits from the stage it is built FROM already applied. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const globalArgs: Record<string, string> = {};
  let stage: Stage | undefined;
  for (const { keyword, args } of instructions(text)) {
    if (keyword === 'ARG') {
      const [name, value = ''] = args.split('=');
      if (!stage) globalArgs[name!] = value;
      continue;
    }
    if (keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!match) throw new Error(`FROM not understood: ${args}`);
      const base = substitute(match[1]!, globalArgs);
      const parent = stages.find((s) => s.name === base);
      stage = {
        name: match[2] ?? `stage-${stages.length}`,
        base,
        workdir: parent?.workdir ?? '/',
        env: { ...parent?.env },
        user: parent?.user,
        expose: [...(parent?.expose ?? [])],
        volumes: [...(parent?.volumes ?? [])],
        copies: [...(parent?.copies ?? [])],
        runs: [...(parent?.runs ?? [])],
        cmd: parent?.cmd,
      };
      stages.push(stage);
      continue;
    }
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    switch (keyword) {
      case 'WORKDIR': stage.workdir = inWorkdir(args, stage.workdir); break;
      case 'USER': stage.user = args; break;
      case 'RUN': stage.runs.push(args); break;
      case 'EXPOSE': stage.expose.push(...args.split(/\s+/).map((p) => Number(p.split('/')[0]))); break;
      case 'VOLUME': stage.volumes.push(...(args.startsWith('[') ? jsonArray(args, 'VOLUME') : args.split(/\s+/)).map((v) => inWorkdir(v, stage!.workdir))); break;
      case 'CMD': stage.cmd = jsonArray(args, 'CMD'); break;
      case 'ENV':
        for (const pair of args.match(/\S+="[^"]*"|\S+=\S+/g) ?? []) {
          const at = pair.indexOf('=');
          stage.env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"|"$/g, '');
        }
        break;
      case 'COPY': {
        const words = args.split(/\s+/);
        const flags = words.filter((w) => w.startsWith('--'));
        const paths = words.filter((w) => !w.startsWith('--'));
        const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
        if (paths.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`);
        stage.copies.push({ from, sources: paths.slice(0, -1), dest: inWorkdir(paths.at(-1)!, stage.workdir) });
        break;
      }
      default: throw new Error(`Dockerfile instruction ${keyword} is not read by deploy/src/images.ts`);
    }
  }
  return stages;
}

export const readDockerfile = (file = DOCKERFILE) => parseDockerfile(readFileSync(file, 'utf8'));

/**
 * Where a file of the image comes from: the stage it is copied out of and its path there, through
 * the COPY line that brings it (the last one that covers it, as a later COPY overwrites).
 */
export function sourceOf(stage: Stage, fileInImage: string): { from?: string; source: string } | null {
  for (const copy of [...stage.copies].reverse()) {
    for (const source of copy.sources) {
      // A directory copied onto `dest` (the only form the Dockerfile uses): dest/<rest> is source/<rest>.
      if (fileInImage === copy.dest) return { from: copy.from, source };
      if (fileInImage.startsWith(`${copy.dest}/`)) return { from: copy.from, source: path.posix.join(source, fileInImage.slice(copy.dest.length + 1)) };
    }
  }
  return null;
}

export interface ServerBuild {
  name: string;
  /** File written in build/servers/<name>/ -> the source it is compiled from. */
  files: Record<string, string>;
}

/** The list scripts/build-servers.mjs builds, from the script (an ES module, which Jest's CommonJS runtime cannot load, so Node reads it). */
export function serverBuilds(): { serversDir: string; builds: ServerBuild[] } {
  const program = `import(${JSON.stringify(BUILD_SERVERS)}).then((m) => console.log(JSON.stringify({ serversDir: m.SERVERS_DIR, builds: m.SERVER_BUILDS })))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', program], { cwd: ROOT, encoding: 'utf8' })) as { serversDir: string; builds: ServerBuild[] };
}

/** Runs scripts/build-servers.mjs (under a second). */
export function buildServers(): void {
  execFileSync(process.execPath, [BUILD_SERVERS], { cwd: ROOT, stdio: 'pipe' });
}
