import { createPublicKey } from 'node:crypto';
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { PUSH_DEVICES_MAX, type PushDevice, type PushDeviceList, type PushKey, type PushSubscribeInput } from '../../domain/schemas/push';
import { serialisedForUser } from '../infra/user-lock';
import { checkOutboundUrl } from '../infra/webhooks';
import type { UserServiceContext } from './service-context';

// A person's Web Push devices (issue 40): the subscriptions their browsers made with the server's VAPID key.
// docs/decisions/2026-12-01-web-push.md.

const deviceSelect = { id: true, label: true, endpoint: true, createdAt: true, lastSuccessAt: true, failureCount: true } as const;
type DeviceRow = { id: string; label: string; endpoint: string; createdAt: Date; lastSuccessAt: Date | null; failureCount: number };

const toDevice = (row: DeviceRow): PushDevice => ({ ...row, createdAt: row.createdAt.toISOString(), lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null });

/** The VAPID public key the browser subscribes with. */
export async function pushKey(ctx: UserServiceContext): Promise<PushKey> {
  return { publicKey: ctx.deps.push.publicKey };
}

/** Refuses a p256dh that is not a point of P-256 (the schema has checked its form): nothing could be encrypted to it. */
function checkBrowserKey(p256dh: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  } catch {
    throw new AppError('PUSH_KEYS_INVALID');
  }
}

/**
 * Stores a browser's subscription, keyed by its endpoint: the same browser subscribing again updates its keys and
 * label; an endpoint another person had subscribed (the browser changed hands) becomes the caller's, without the
 * pushes still owed to the other. The endpoint is checked as a webhook's URL is (https; in production a public
 * address), and at most PUSH_DEVICES_MAX devices per person.
 */
export async function subscribePush(ctx: UserServiceContext, input: PushSubscribeInput): Promise<PushDevice> {
  const strict = ctx.deps.env.NODE_ENV === 'production';
  await checkOutboundUrl(input.endpoint, strict, { notHttps: 'PUSH_ENDPOINT_NOT_HTTPS', private: 'PUSH_ENDPOINT_PRIVATE', unresolved: 'PUSH_ENDPOINT_UNRESOLVED' });
  checkBrowserKey(input.keys.p256dh);
  const userId = ctx.user.id;
  const keys = { p256dh: input.keys.p256dh.replace(/=+$/, ''), auth: input.keys.auth.replace(/=+$/, '') };
  const label = input.label ?? translate('PUSH_DEVICE_UNNAMED', ctx.lang);
  const row = await serialisedForUser(ctx.db, userId, async (tx) => {
    const existing = await tx.pushSubscription.findUnique({ where: { endpoint: input.endpoint }, select: { id: true, userId: true } });
    if (existing?.userId === userId) {
      return tx.pushSubscription.update({ where: { id: existing.id }, data: { ...keys, label, failureCount: 0, updatedAt: ctx.now }, select: deviceSelect });
    }
    if ((await tx.pushSubscription.count({ where: { userId } })) >= PUSH_DEVICES_MAX) throw new AppError('PUSH_DEVICE_LIMIT', { max: PUSH_DEVICES_MAX });
    if (existing) await tx.pushSubscription.delete({ where: { id: existing.id } });
    return tx.pushSubscription.create({ data: { userId, endpoint: input.endpoint, ...keys, label, createdAt: ctx.now, updatedAt: ctx.now }, select: deviceSelect });
  });
  return toDevice(row);
}

/** The caller's devices, oldest first (at most PUSH_DEVICES_MAX). */
export async function listPushDevices(ctx: UserServiceContext): Promise<PushDeviceList> {
  const rows = await ctx.db.pushSubscription.findMany({ where: { userId: ctx.user.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: deviceSelect });
  return { devices: rows.map(toDevice) };
}

/** Removes one of the caller's devices and the pushes owed to it; another person's or an unknown id is 404. */
export async function removePushDevice(ctx: UserServiceContext, id: string): Promise<{ success: true; message: string }> {
  const deleted = await ctx.db.pushSubscription.deleteMany({ where: { id, userId: ctx.user.id } });
  if (deleted.count === 0) throw new AppError('PUSH_DEVICE_NOT_FOUND');
  return { success: true, message: translate('PUSH_DEVICE_REMOVED', ctx.lang) };
}
