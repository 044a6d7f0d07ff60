/**
 * Background work that runs again and again: wake() asks for a pass now (after the one in progress, if any) and
 * resolves when it is done; stop() ends the timers and waits for a pass in progress.
 */
export type Repeating = { wake(): Promise<void>; stop(): Promise<void> };

/** Where background work reports (the app's pino logger). */
export type PassLog = { info(bindings: object, message: string): void; warn(bindings: object, message: string): void };

export type RepeatOptions = {
  /** The work of one pass. */
  pass: () => Promise<void>;
  /** How often a pass runs; without it passes run only when woken. */
  everyMs?: number;
  /** When the first timed pass runs (default: at once). */
  firstInMs?: number;
  /** Told of a pass that failed; the next pass still runs. */
  onFailure: (error: unknown) => void;
};

/**
 * Runs `pass` after `firstInMs`, then every `everyMs` (if given), one pass at a time (a pass still running when the
 * timer fires is not doubled). wake() runs one now, or once more right after the pass in progress (wakes meanwhile
 * share that one pass), so work queued while a pass was already past it is not left waiting. The timers do not keep
 * the process alive.
 */
export function startRepeating({ pass, everyMs, firstInMs = 0, onFailure }: RepeatOptions): Repeating {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let stopped = false;
  let interval: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    current = pass()
      .catch(onFailure)
      .finally(() => {
        current = null;
      });
    return current;
  };
  const tick = () => {
    if (!current) void run();
  };
  const start = () => {
    interval = setInterval(tick, everyMs);
    interval.unref();
    tick();
  };
  const first = everyMs !== undefined && firstInMs > 0 ? setTimeout(start, firstInMs) : undefined;
  first?.unref();
  if (everyMs !== undefined && !first) start();
  return {
    wake() {
      if (!current) return run();
      next ??= current.then(() => {
        next = null;
        return current ?? run();
      });
      return next;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await next;
      await current;
    },
  };
}
