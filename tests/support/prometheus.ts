/** One sample of Prometheus' text exposition format: its metric name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`not Prometheus text (labels): ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
  }
  return labels;
}

/** A sample's value as Prometheus reads it (Go's ParseFloat): a number, or NaN and ±Inf in any case. */
function numberOf(text: string): number | undefined {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const value = Number(text);
  return Number.isNaN(value) || text.trim() === '' ? undefined : value;
}

/**
 * Parses Prometheus' text format (version 0.0.4) strictly: every line is a HELP or TYPE comment, a sample with its
 * labels and a number (or NaN, +Inf, -Inf, in any case), or empty; anything else throws, naming the line.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    const value = match ? numberOf(match[3]!) : undefined;
    if (!match || value === undefined) throw new Error(`not Prometheus text: ${line}`);
    samples.push({ name: match[1]!, labels: match[2] ? parseLabels(match[2], line) : {}, value });
  }
  return samples;
}
