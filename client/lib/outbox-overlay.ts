// What the screens show of the writes waiting in the outbox (docs/decisions/2026-12-02-offline-writes.md): each read's
// answer, from the server or a copy, with the waiting completions and action edits applied to the items they change,
// so a completed action shows completed at once and still does after a reload offline. Creations are listed by the
// outbox panel until the server has them (their ids are the server's to give).
import type { Write } from './outbox';

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first object with this id anywhere in a read's answer (a list item, a nested action). */
export function findItem(data: unknown, id: string, depth = 0): Item | null {
  if (depth > 8) return null;
  if (Array.isArray(data)) {
    for (const entry of data) {
      const found = findItem(entry, id, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isItem(data)) return null;
  if (data.id === id) return data;
  for (const value of Object.values(data)) {
    const found = findItem(value, id, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Fields a list's action item leaves out while empty (the cost before it is given). */
const OMITTED_WHEN_EMPTY: ReadonlySet<string> = new Set(['actualCost']);

/** An action item as the write would leave it: completed, or with the edited fields the item shows. */
function patched(item: Item, write: Write): Item {
  if (!('completed' in item) || !isItem(write.input)) return item;
  const next: Item = { ...item };
  for (const [field, value] of Object.entries(write.input)) {
    const shown = field in item || OMITTED_WHEN_EMPTY.has(field);
    if (field !== 'id' && shown && (value === null || typeof value !== 'object')) next[field] = value;
  }
  if (write.path === 'actions.complete') {
    // Marked, so a list can count it as completed too (features/actions/pending-writes).
    if (item.completed === false) next.completedOffline = true;
    next.completed = true;
    next.completedAt = item.completedAt ?? new Date(write.queuedAt).toISOString();
  }
  return next;
}

function overlay(data: unknown, byTarget: ReadonlyMap<string, Write[]>, depth: number): unknown {
  if (depth > 8) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((entry) => {
      const value = overlay(entry, byTarget, depth + 1);
      changed ||= value !== entry;
      return value;
    });
    return changed ? next : data;
  }
  if (!isItem(data)) return data;
  let next: Item = data;
  for (const [field, value] of Object.entries(data)) {
    const inner = overlay(value, byTarget, depth + 1);
    if (inner !== value) next = { ...next, [field]: inner };
  }
  const writes = typeof data.id === 'string' ? byTarget.get(data.id) : undefined;
  return writes ? writes.reduce(patched, next) : next;
}

/** The writes that change an item the screens show: completions and action edits, refused ones included until decided. */
const SHOWN_CHANGES: ReadonlySet<string> = new Set(['actions.complete', 'actions.update']);

/** A read's answer with the waiting writes applied; the same object when none touches it. */
export function withPendingWrites(data: unknown, writes: readonly Write[]): unknown {
  const byTarget = new Map<string, Write[]>();
  for (const write of writes) {
    if (write.target === null || !SHOWN_CHANGES.has(write.path)) continue;
    byTarget.set(write.target, [...(byTarget.get(write.target) ?? []), write]);
  }
  return byTarget.size === 0 ? data : overlay(data, byTarget, 0);
}
