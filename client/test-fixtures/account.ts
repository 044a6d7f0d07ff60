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
    case 'apiTokens.list':
      return { data: { tokens: [] } };
    default:
      return undefined;
  }
}

/** The answer to a call a test did not expect. */
export const unexpectedCall = (path: string): FakeReply => ({ status: 404, code: 'NOT_FOUND', message: `unexpected ${path}` });
