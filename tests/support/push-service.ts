import { createECDH, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

// A push service for the tests (a real HTTP peer on 127.0.0.1): the push endpoint of RFC 8030 §5, which takes a
// message POSTed with TTL and Content-Encoding: aes128gcm and answers 201 Created, and a user agent's side of RFC 8291,
// which decrypts the message with the subscription's private key and auth secret that it generated itself. It checks
// the VAPID Authorization header (RFC 8292) against the key it names. It can be told to answer a status once (a 5xx)
// or for good (410 Gone).

/** A subscription as a browser hands it to the server (PushSubscription.toJSON()). */
export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** One message the service accepted or refused: its headers, the VAPID claims, and the decrypted text. */
export type ReceivedPush = {
  endpoint: string;
  status: number;
  ttl: string | undefined;
  encoding: string | undefined;
  /** The VAPID public key (k=) the request was signed with, and its JWT's claims, verified. */
  vapid: { key: string; aud: string; sub: string } | null;
  /** The plaintext (UTF-8), or null when it could not be decrypted. */
  text: string | null;
  error: string | null;
};

type Device = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer; answers: number[]; gone: boolean };

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm message body (RFC 8188 framing, RFC 8291 keys) for the user agent whose P-256 key pair is
 * `ecdh` and whose auth secret is `auth`. One record, as RFC 8291 §4 requires of push messages. Throws on any
 * mismatch (a wrong key, a tampered body, a missing delimiter).
 */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  // RFC 8188 §2.1: salt (16) | rs (uint32) | idlen (1) | keyid (idlen): for Web Push the keyid is the sender's public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || senderPublic[0] !== 0x04) throw new Error(`keyid is not an uncompressed P-256 key (length ${idLength})`);
  if (record.length > recordSize) throw new Error(`the message is more than one record (${record.length} > rs ${recordSize})`);
  // RFC 8291 §3.3 and §3.4: IKM = HKDF(salt = auth secret, ikm = ECDH secret, info = "WebPush: info" 0x00 ua_public as_public, 32).
  const receiverPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), receiverPublic, senderPublic]);
  const prkKey = hmac(auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  // RFC 8188 §2.2 and §2.3: PRK = HMAC(salt, IKM); the key and nonce are HKDF expansions of it (the record's sequence is 0).
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  // The same derivation through node's HKDF, as a check of the hand-written one.
  const viaHkdf = Buffer.from(hkdfSync('sha256', Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32)), salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16));
  if (!viaHkdf.equals(contentKey)) throw new Error('the content key derivations disagree');
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // RFC 8188 §2: the plaintext, a delimiter (2 for the last record), then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`), verified with the key it names. */
async function verifyVapid(header: string | undefined, audience: string): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience, algorithms: ['ES256'] });
  return { key, aud: String(payload.aud), sub: String(payload.sub) };
}

export type TestPushService = {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription: a fresh P-256 key pair and auth secret, and an endpoint of its own. */
  subscribe(): TestSubscription;
  /** The next message to `endpoint` is answered `status` (once). */
  answerOnce(endpoint: string, status: number): void;
  /** Every message to `endpoint` from now on is answered 410 Gone. */
  expire(endpoint: string): void;
  /** The decrypted payloads `endpoint` accepted, parsed as JSON. */
  payloadsOf(endpoint: string): unknown[];
  close(): Promise<void>;
};

/** Starts the push service on 127.0.0.1 (an ephemeral port). */
export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const endpoint = `${origin}${request.url ?? ''}`;
        const device = devices.get(endpoint);
        const push: ReceivedPush = { endpoint, status: 201, ttl: request.headers.ttl as string | undefined, encoding: request.headers['content-encoding'], vapid: null, text: null, error: null };
        try {
          if (request.method !== 'POST') push.status = 405;
          else if (!device) push.status = 404;
          else if (device.gone) push.status = 410;
          else if (device.answers.length > 0) push.status = device.answers.shift()!;
          else if (push.ttl === undefined || push.encoding !== 'aes128gcm') push.status = 400;
          else {
            push.vapid = await verifyVapid(request.headers.authorization, origin);
            if (!push.vapid) push.status = 401;
            else push.text = decryptPush(Buffer.concat(chunks), device.ecdh, device.auth);
          }
        } catch (error) {
          push.status = 400;
          push.error = String((error as Error).message);
        }
        received.push(push);
        response.writeHead(push.status, push.status === 201 ? { location: `${endpoint}/messages/${received.length}` } : {}).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deviceOf = (endpoint: string): Device => {
    const device = devices.get(endpoint);
    if (!device) throw new Error(`no subscription ${endpoint}`);
    return device;
  };
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16), answers: [], gone: false };
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      devices.set(endpoint, device);
      return { endpoint, keys: { p256dh: device.publicKey.toString('base64url'), auth: device.auth.toString('base64url') } };
    },
    answerOnce: (endpoint, status) => void deviceOf(endpoint).answers.push(status),
    expire(endpoint) {
      deviceOf(endpoint).gone = true;
    },
    payloadsOf: (endpoint) => received.filter((push) => push.endpoint === endpoint && push.status === 201).map((push) => JSON.parse(push.text ?? 'null') as unknown),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The device keys of a subscription the service made, for a check of the decryption against another encrypter. */
export function testDeviceKeys(): { ecdh: ReturnType<typeof createECDH>; p256dh: string; auth: Buffer } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16) };
}
