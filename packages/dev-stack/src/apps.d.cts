export interface ProcessDef { name: string; script: string; portKey: string; env(ports: Record<string, number>): Record<string, string> }
export const ROOT: string;
export const FRONTEND_APPS: string[];
export const SHARED_SOURCES: string[];
export const PROCESSES: ProcessDef[];
export const DEFAULT_PORTS: Record<string, number>;
export function portsFromEnv(env?: NodeJS.ProcessEnv): Record<string, number>;
