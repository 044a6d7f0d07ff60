import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/schemas/notifications';

/** Who and what an unsubscribe token is about. */
export type UnsubscribeTarget = { userId: string; kind: NotificationKind };

/**
 * The tokens of the mails' unsubscribe links: the user's id and the kind of mail, signed with a key derived from the
 * server secret, so a link works without login, for as long as the account exists, and nothing has to be stored.
 */
export type UnsubscribeLinks = {
  token(target: UnsubscribeTarget): string;
  /** The target of a token this server signed; null for anything else. */
  read(token: string): UnsubscribeTarget | null;
};

const ID_BYTES = 16;
const MAC_BYTES = 16;
const TOKEN_BYTES = ID_BYTES + 1 + MAC_BYTES;
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/;

const uuidBytes = (id: string): Buffer => {
  const match = UUID.exec(id.toLowerCase());
  if (!match) throw new Error(`not a uuid: ${id}`);
  return Buffer.from(match.slice(1).join(''), 'hex');
};
const uuidText = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function createUnsubscribeLinks(secret: Uint8Array): UnsubscribeLinks {
  // A key of its own: an unsubscribe token can never pass for any other signed value of the app.
  const key = createHmac('sha256', secret).update('prospera unsubscribe links v1').digest();
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    token({ userId, kind }) {
      const payload = Buffer.concat([uuidBytes(userId), Buffer.of(NOTIFICATION_KINDS.indexOf(kind))]);
      return Buffer.concat([payload, mac(payload)]).toString('base64url');
    },
    read(token) {
      if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
      const payload = bytes.subarray(0, ID_BYTES + 1);
      if (!timingSafeEqual(bytes.subarray(ID_BYTES + 1), mac(payload))) return null;
      const kind = NOTIFICATION_KINDS[payload[ID_BYTES]!];
      return kind ? { userId: uuidText(payload.subarray(0, ID_BYTES)), kind } : null;
    },
  };
}
