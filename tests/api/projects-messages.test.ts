import { describe, expect, it } from 'vitest';
import { accountsMessages } from '../../domain/messages/accounts';
import { commonMessages } from '../../domain/messages/common';
import { lifewheelMessages } from '../../domain/messages/lifewheel';
import { projectsMessages } from '../../domain/messages/projects';
import { subscriptionsMessages } from '../../domain/messages/subscriptions';

describe('projects, goals and actions messages', () => {
  it('use codes no other catalogue defines, so none is silently overwritten when they are merged', () => {
    const others: Record<string, unknown>[] = [commonMessages, accountsMessages, lifewheelMessages, subscriptionsMessages];
    const shared = Object.keys(projectsMessages).filter((code) => others.some((catalogue) => Object.hasOwn(catalogue, code)));
    expect(shared).toEqual([]);
  });

  it('have a Spanish and an English text for every code', () => {
    for (const [code, entry] of Object.entries(projectsMessages)) {
      expect(entry.es.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.es, code).not.toBe(entry.en);
    }
  });
});
