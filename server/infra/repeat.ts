/** Background work that runs again and again: stop() ends the timers and waits for a pass in progress. */
export type Repeating = { stop(): Promise<void> };

/** Where background work reports (the app's pino logger). */
export type PassLog = { info(bindings: object, message: string): void; warn(bindings: object, message: string): void };

export type RepeatOptions = {
  /** The work of one pass. */
  pass: () => Promise<void>;
  everyMs: number;
  /** When the first pass runs (default: at once). */
  firstInMs?: number;
  /** Told of a pass that failed; the next pass still runs. */
  onFailure: (error: unknown) => void;
};

/**
 * Runs `pass` after `firstInMs`, then every `everyMs`, one pass at a time (a pass still running when the timer fires
 * is not doubled). The timers do not keep the process alive.
 */
export function startRepeating({ pass, everyMs, firstInMs = 0, onFailure }: RepeatOptions): Repeating {
  let current: Promise<void> | null = null;
  let interval: NodeJS.Timeout | undefined;
  const run = () => {
    if (current) return;
    current = pass()
      .catch(onFailure)
      .finally(() => {
        current = null;
      });
  };
  const start = () => {
    interval = setInterval(run, everyMs);
    interval.unref();
    run();
  };
  const first = firstInMs > 0 ? setTimeout(start, firstInMs) : undefined;
  first?.unref();
  if (!first) start();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      await current;
    },
  };
}
