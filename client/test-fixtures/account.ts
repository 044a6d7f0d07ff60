import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { FakeReply } from '../test-support';
import { context } from './contexts';
import { uuid } from './projects';
import { mine } from './subscriptions';

/** The signed-in person of the profile tests, as auth.me answers. */
export const profileMe = {
  id: uuid(1),
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  phone: '+1 5551234567',
  address: 'Calle Mayor 1',
  avatarUrl: '/avatar-placeholder.svg',
  currencyId: uuid(2),
};

/**
 * The answers to what /profile reads around its cards (the person, the plan, the contexts), or undefined for any
 * other call, which each test answers itself.
 */
export function profileReads(path: string, contexts = [context(1, '@casa', 0)]): FakeReply | undefined {
  switch (path) {
    case 'auth.me':
      return { data: profileMe };
    case 'subscriptions.mine':
      return { data: mine(null) };
    case 'account.myContexts':
      return { data: { contexts } };
    case 'account.signInMethods':
      return { data: { password: true, identities: [] } };
    case 'companions.list':
      return { data: { shares: [] } };
    case 'apiTokens.list':
      return { data: { tokens: [] } };
    case 'webhooks.list':
      return { data: { endpoints: [] } };
    case 'account.deletionSummary':
      return { data: { projects: 0, actions: 0, cycles: 1, hasPassword: true } };
    case 'notifications.devices':
      return { data: { devices: [] } };
    case 'account.calendarFeed':
      return { data: { active: false, createdAt: null, lang: null } };
    default:
      return undefined;
  }
}

/** The answer to a call a test did not expect. */
export const unexpectedCall = (path: string): FakeReply => ({ status: 404, code: 'NOT_FOUND', message: `unexpected ${path}` });

/** A card of /profile, found by its title (the first render loads the screen's lazy module: it may take a while). */
export async function profileCard(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  return heading.closest('section')!;
}

/** A clipboard that accepts every write, for the cards that copy a secret; returns its writeText to check. */
export function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
