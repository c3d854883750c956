/** A process's log line (JSON from pino, or plain text) as one readable terminal line, led by the process name. */
export function readableLogLine(opts?: { colorize?: boolean }): (name: string, line: string) => string;
