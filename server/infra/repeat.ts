/** Background work that runs now and then every interval: stop() ends the timer and waits for a pass in progress. */
export type Repeating = { stop(): Promise<void> };

/**
 * Runs `pass` now and every `intervalMs`, one pass at a time (a pass still running when the timer fires is not
 * doubled). The timer does not keep the process alive. `pass` handles its own errors: a rejection is swallowed so
 * that the next pass still runs.
 */
export function startRepeating(pass: () => Promise<void>, intervalMs: number): Repeating {
  let current: Promise<void> | null = null;
  const run = () => {
    if (current) return;
    current = pass()
      .catch(() => undefined)
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
