// `npm start` in a terminal: each process's JSON log line as one short readable line
// ("18:40:12 INFO  sports       request done GET /api/teams 200 3.1 ms"). The processes keep writing
// JSON (what production collects); only the launcher's view of it changes.
const { stripVTControlCharacters } = require('node:util');
const { prettyFactory } = require('pino-pretty');

/** Widest process name, so the columns line up. */
const NAME_WIDTH = 12;

/**
 * @param {{ colorize?: boolean }} [opts]
 * @returns {(name: string, line: string) => string}
 */
function readableLogLine({ colorize = false } = {}) {
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    // the access line's fields read as words; what is left (an error, extra fields) follows as JSON
    messageFormat: '{msg}{if req.method} {req.method} {req.path}{end}{if res.status} {res.status}{end}{if ms} {ms} ms{end}',
    ignore: 'pid,hostname,service,requestId,req,res,ms',
  });
  return (name, line) => {
    const label = name.padEnd(NAME_WIDTH);
    if (!line.startsWith('{')) return `${label} ${line}`; // a stack trace, a message before the logger exists
    try {
      JSON.parse(line);
    } catch {
      return `${label} ${line}`;
    }
    // pino-pretty writes "[time] LEVEL: message"; as "time LEVEL name message", one width per level
    // so the process names line up under each other
    const text = pretty(line).trimEnd();
    const match = /^\[([^\]]*)\] (\S+?):\s?(.*)$/s.exec(text);
    if (!match) return `${label} ${text}`;
    const [, time, level, message] = match;
    return `${time} ${level}${' '.repeat(Math.max(0, 5 - stripVTControlCharacters(level).length))} ${label} ${message}`;
  };
}

module.exports = { readableLogLine };
