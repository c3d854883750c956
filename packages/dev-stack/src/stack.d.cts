import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  ports: Record<string, number>;
  env?: Record<string, string>;
  envFor?: Record<string, Record<string, string>>;
  /** Extra node flags per process name (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgsFor?: Record<string, string[]>;
  only?: string[];
  log?: (name: string, line: string) => void;
}
export interface Stack {
  url: string;
  ports: Record<string, number>;
  children: Map<string, ChildProcess>;
  startProcess(name: string): Promise<ChildProcess>;
  stopProcess(name: string): Promise<void>;
  stop(): Promise<void>;
}
export function startStack(options: StackOptions): Promise<Stack>;
export function freePort(): Promise<number>;
export function freePorts(keys: string[]): Promise<Record<string, number>>;
export function waitHealthy(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
