import { describe, expect, it } from 'vitest';
import { accountsMessages } from './accounts';
import { commonMessages } from './common';
import { lifewheelMessages } from './lifewheel';
import { projectsMessages } from './projects';
import { subscriptionsMessages } from './subscriptions';
import { messages, translate } from '.';

describe('the message catalogue', () => {
  it('has no code defined by two areas (a later one would silently replace the first)', () => {
    const catalogues = [commonMessages, accountsMessages, lifewheelMessages, projectsMessages, subscriptionsMessages];
    const keys = catalogues.flatMap((catalogue) => Object.keys(catalogue));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(messages).length).toBe(keys.length);
  });

  it('has a text in both languages for every code, with the same placeholders', () => {
    for (const [code, entry] of Object.entries(messages) as [keyof typeof messages, { es: string; en: string }][]) {
      expect(entry.es.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(entry.es), code).toEqual(placeholders(entry.en));
    }
    expect(translate('ROUTE_NOT_FOUND', 'en', { method: 'GET', path: '/x' })).toBe('Route not found: GET /x');
  });
});
