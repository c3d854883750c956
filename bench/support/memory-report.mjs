// Loaded into a process under test with `--expose-gc --import`: on SIGUSR2 it collects garbage
// twice and prints one line, `MEM rss=<MB> heapUsed=<MB> external=<MB>`, on stderr, so a bench
// reads settled memory rather than whatever the collector had not got to yet.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  const mb = (n) => Math.round(n / 1048576);
  process.stderr.write(`MEM rss=${mb(m.rss)} heapUsed=${mb(m.heapUsed)} external=${mb(m.external)}\n`);
});
