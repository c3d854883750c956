export function ensureBuilt(options?: { force?: boolean; log?: (line: string) => void }): string[];
export function isStale(app: string): boolean;
export function buildApp(app: string): void;
