import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zones';

describe('canonicalTimeZone', () => {
  it('answers the name Intl gives a known zone, whatever its case', () => {
    expect(canonicalTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(canonicalTimeZone('america/lima')).toBe('America/Lima');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses unknown zones, offsets, empty and overlong names', () => {
    for (const name of ['Mars/Olympus', '+01:00', '', ' ', 'x'.repeat(65), 'Europe/Madrid; DROP']) expect(canonicalTimeZone(name), name).toBeNull();
  });
});
