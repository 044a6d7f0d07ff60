import type { JWTPayload } from 'jose';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/schemas/notifications';
import { createSealer } from './sealed';

/** The longest an unsubscribe link works; a change of the notification settings ends it sooner. */
const UNSUBSCRIBE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Who and what an unsubscribe token is about, and the version of the person's notification settings it was issued
 * under (Profile.notificationsVersion): once the settings change, the link is out of date.
 */
export type UnsubscribeTarget = { userId: string; kind: NotificationKind; settingsVersion: number };

/**
 * The tokens of the mails' unsubscribe links, sealed (server/infra/sealed.ts): nobody but this server reads the
 * account they name, they expire a year after the mail, and nothing has to be stored per mail.
 */
export type UnsubscribeLinks = {
  token(target: UnsubscribeTarget, now: Date): Promise<string>;
  /** The target of a token this server issued that has not expired at `now`; 'expired' or null for the others. */
  read(token: string, now: Date): Promise<UnsubscribeTarget | 'expired' | null>;
};

type Claims = JWTPayload & { sub: string; kind: NotificationKind; v: number };
const isClaims = (claims: JWTPayload): claims is Claims =>
  typeof claims.sub === 'string' && NOTIFICATION_KINDS.includes(claims.kind as NotificationKind) && Number.isInteger(claims.v);

export function createUnsubscribeLinks(secret: Uint8Array): UnsubscribeLinks {
  const sealer = createSealer(secret, 'unsubscribe links', isClaims);
  return {
    token({ userId, kind, settingsVersion }, now) {
      return sealer.seal({ sub: userId, kind, v: settingsVersion }, new Date(now.getTime() + UNSUBSCRIBE_LINK_TTL_MS), now);
    },
    async read(token, now) {
      const claims = await sealer.open(token, now);
      if (claims === null || claims === 'expired') return claims;
      return { userId: claims.sub, kind: claims.kind, settingsVersion: claims.v };
    },
  };
}
