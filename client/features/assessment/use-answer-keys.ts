// Keyboard answers on the questions screen: Y or S (sí) or the left arrow for Yes, N or the right arrow for
// No, matching the order of the two buttons.
import { useEffect } from 'react';

const YES_KEYS = new Set(['y', 's', 'arrowleft']);
const NO_KEYS = new Set(['n', 'arrowright']);

/** The answer a key press stands for, or null for any other key or a key typed into a field. */
function answerForKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): boolean | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return null;
  const key = event.key.toLowerCase();
  if (YES_KEYS.has(key)) return true;
  if (NO_KEYS.has(key)) return false;
  return null;
}

/** Listens while `enabled` (no dialog open, no choice on screen). */
export function useAnswerKeys(enabled: boolean, onAnswer: (value: boolean) => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const value = answerForKey(event);
      if (value === null) return;
      event.preventDefault();
      onAnswer(value);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled, onAnswer]);
}
