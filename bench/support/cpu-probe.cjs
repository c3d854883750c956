// Preloaded (`node --require`) into a process whose CPU a benchmark measures, without adding a
// route to it: on the IPC channel, 'start' notes the process's CPU time and 'stop' answers with
// the CPU time spent since, in microseconds (user + system, every thread of the process).
let base;
process.on('message', (message) => {
  if (message?.type === 'start') {
    base = process.cpuUsage();
    process.send?.({ type: 'started' });
  } else if (message?.type === 'stop' && base) {
    const { user, system } = process.cpuUsage(base);
    process.send?.({ type: 'cpu', micros: user + system });
  }
});
