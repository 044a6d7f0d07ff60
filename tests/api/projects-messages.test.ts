import { describe, expect, it } from 'vitest';
import { accountsMessages } from '../../domain/messages/accounts';
import { actionsMessages } from '../../domain/messages/actions';
import { commonMessages } from '../../domain/messages/common';
import { documentsMessages } from '../../domain/messages/documents';
import { goalsMessages } from '../../domain/messages/goals';
import { wheelMessages } from '../../domain/messages/wheel';
import { projectsMessages } from '../../domain/messages/projects';
import { subscriptionsMessages } from '../../domain/messages/subscriptions';
import type { MessageEntry, PluralText } from '../../domain/messages/types';

const planning: Record<string, MessageEntry>[] = [projectsMessages, goalsMessages, actionsMessages];
const formsOf = (text: string | PluralText) => (typeof text === 'string' ? [text] : [text.one, text.other]);

describe('projects, goals and actions messages', () => {
  it('use codes no other catalogue defines, so none is silently overwritten when they are merged', () => {
    const others: Record<string, unknown>[] = [commonMessages, accountsMessages, wheelMessages, subscriptionsMessages, documentsMessages];
    const shared = planning.flatMap((catalogue) => Object.keys(catalogue)).filter((code) => others.some((catalogue) => Object.hasOwn(catalogue, code)));
    expect(shared).toEqual([]);
  });

  it('have a Spanish and an English text for every code', () => {
    for (const [code, entry] of planning.flatMap((catalogue) => Object.entries(catalogue))) {
      for (const text of [...formsOf(entry.es), ...formsOf(entry.en)]) expect(text.trim(), code).not.toBe('');
      expect(entry.es, code).not.toEqual(entry.en);
    }
  });
});
