/**
 * What a service does when something fails outside every request handler.
 *
 * - An uncaught exception left the code that threw half-way through: the process state can no
 *   longer be trusted. Log it, then shut down gracefully (stop accepting, finish what is in flight,
 *   release locks, close databases) and exit 1 so the supervisor restarts a clean process.
 * - An unhandled rejection is a promise nobody awaited (a forgotten `await`, a fire-and-forget
 *   call). Its code did run to its own end, so the state is as trustworthy as after a caught error,
 *   while exiting would drop every live viewer and in-flight request of the replica because of one
 *   request's bug. Log it loudly, with its stack, and keep serving.
 */
export interface ProcessHandlerOptions {
  name: string;
  /** Graceful shutdown with the given exit code; called once for the first uncaught exception. */
  shutdown: (reason: string, exitCode: number) => void;
}

export function installProcessHandlers({ name, shutdown }: ProcessHandlerOptions): () => void {
  let failing = false;
  const onException = (err: Error, origin: string) => {
    console.error(`[${name}] uncaught exception (${origin}): shutting down`, err);
    if (failing) {
      // a second failure while shutting down: nothing left to save
      process.exit(1);
    }
    failing = true;
    try { shutdown('uncaughtException', 1); } catch (shutdownErr) {
      console.error(`[${name}] shutdown failed`, shutdownErr);
      process.exit(1);
    }
  };
  const onRejection = (reason: unknown) => {
    console.error(`[${name}] UNHANDLED REJECTION (a promise nobody awaited; the service keeps running):`, reason);
  };
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
