import { z } from 'zod';
import type { Database, DbClient } from '../database/open';
import type { Clock } from './clock';
import { ACCESS_TOKEN_TTL_SECONDS, type TokenUser } from './tokens';

/** The access tokens a revocation refuses: a session's (its refresh-token family, the tokens' sid) or a user's. */
export type Revoked = { kind: 'SESSION' | 'USER'; id: string };

/** A revocation in force until `until` (epoch seconds), when the last token it refuses has expired. */
export type Revocation = Revoked & { until: number };

/**
 * The access tokens refused before they expire. Tokens are checked without the database (GET /auth/session is
 * JWT only), so each instance holds the revocations in memory: refusing is two map lookups per request.
 * A revocation is recorded in the transaction that ends the sessions, as a row (AccessRevocation) and a
 * notification; once that transaction has committed, `apply` makes this instance refuse the tokens at once, and
 * the other instances apply the notification as PostgreSQL delivers it (shareAccessRevocations).
 */
export type AccessRevocations = {
  /** true when the token's session or user was revoked while a token of it can still be alive (`now`, epoch s). */
  refuses(user: TokenUser, now: number): boolean;
  /** Records the revocations in the caller's transaction; returns them for `apply` once it has committed. */
  record(tx: DbClient, revoked: Revoked[], now: Date): Promise<Revocation[]>;
  /** This instance refuses the tokens from now on (revocations past their `until` are forgotten). */
  apply(revocations: Revocation[]): void;
};

/** The channel of PostgreSQL's NOTIFY that carries new revocations to every instance. */
const REVOCATIONS_CHANNEL = 'prospera_access_revocations';

/** Revocations per notification: PostgreSQL's payload holds 8,000 bytes, one revocation about 80. */
const PER_NOTIFICATION = 50;

const RevocationsSchema = z.array(z.object({ kind: z.enum(['SESSION', 'USER']), id: z.uuid(), until: z.number() }));

export function createAccessRevocations(clock: Clock): AccessRevocations {
  const sessions = new Map<string, number>();
  const users = new Map<string, number>();
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return {
    refuses(user, now) {
      if (user.sessionId !== null && sessions.size > 0 && (sessions.get(user.sessionId) ?? 0) > now) return true;
      return users.size > 0 && (users.get(user.id) ?? 0) > now;
    },
    async record(tx, revoked, now) {
      if (revoked.length === 0) return [];
      const until = seconds(now) + ACCESS_TOKEN_TTL_SECONDS + 1;
      const revocations = revoked.map(({ kind, id }) => ({ kind, id, until }));
      await tx.accessRevocation.deleteMany({ where: { expiresAt: { lte: now } } });
      await tx.accessRevocation.createMany({
        data: revocations.map(({ kind, id }) => ({ kind, subjectId: id, expiresAt: new Date(until * 1000) })),
      });
      // Delivered when (and only if) the transaction commits.
      for (let start = 0; start < revocations.length; start += PER_NOTIFICATION) {
        const payload = JSON.stringify(revocations.slice(start, start + PER_NOTIFICATION));
        await tx.$executeRaw`SELECT pg_notify(${REVOCATIONS_CHANNEL}, ${payload})`;
      }
      return revocations;
    },
    apply(revocations) {
      const now = seconds(clock());
      for (const held of [sessions, users]) for (const [id, until] of held) if (until <= now) held.delete(id);
      for (const { kind, id, until } of revocations) {
        const held = kind === 'SESSION' ? sessions : users;
        if (until > now && until > (held.get(id) ?? 0)) held.set(id, until);
      }
    },
  };
}

type Log = { warn(details: object, message: string): void };

/**
 * Keeps `revocations` in step with the database: the rows still in force when the app starts (so a restart forgets
 * nothing) and, on PostgreSQL, every revocation another instance records, as its transaction commits (LISTEN on a
 * connection of its own; after a reconnection the rows are read again, as notifications sent meanwhile are lost).
 * PGlite serves one process, whose revocations are already in its memory. Returns what stops the listening.
 */
export async function shareAccessRevocations(revocations: AccessRevocations, database: Database, clock: Clock, log: Log): Promise<() => Promise<void>> {
  const load = async () => {
    const rows = await database.prisma.accessRevocation.findMany({
      where: { expiresAt: { gt: clock() } },
      select: { kind: true, subjectId: true, expiresAt: true },
    });
    revocations.apply(rows.map((row) => ({ kind: row.kind, id: row.subjectId, until: Math.floor(row.expiresAt.getTime() / 1000) })));
  };
  if (!database.listen) {
    await load();
    return async () => undefined;
  }
  return database.listen(REVOCATIONS_CHANNEL, {
    onConnected: load,
    onMessage(payload) {
      const parsed = RevocationsSchema.safeParse(safeJson(payload));
      if (parsed.success) revocations.apply(parsed.data);
      else log.warn({ channel: REVOCATIONS_CHANNEL }, 'ignored a notification that is not a list of revocations');
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
