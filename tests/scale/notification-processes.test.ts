import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/rules/dates';
import { buildApp } from '../../server/app';
import { planNotifications } from '../../server/services/notification-jobs';
import { TEST_JWT_SECRET, testEnv, type TestApp } from '../support/app';
import { createGoalDirect, createPlanUser, createProjectDirect } from '../support/plan-state';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { freePort, startServerProcess, waitUntilReady, type ServerProcess } from '../support/server-process';
import { startTestSmtp, type TestSmtp } from '../support/smtp';

// Two real server processes (server/main.ts) on one PostgreSQL database and a real SMTP server: every notification
// mail arrives exactly once, also when the instances restart between planning and sending or die mid-send.

const DAY_MS = 86_400_000;
/** A zone where it is about noon now, so "today" cannot change while the test runs. */
const noonOffset = 12 - new Date().getUTCHours();
const ZONE = noonOffset === 0 ? 'UTC' : `Etc/GMT${noonOffset > 0 ? '-' : '+'}${Math.abs(noonOffset)}`;

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('notification mails with two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let smtp: TestSmtp;
  let t: TestApp;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];

  async function startInstance(logLevel = 'warn'): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-notify-'));
    dirs.push(dataDir);
    const server = startServerProcess(await freePort(), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: logLevel,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      APP_URL: 'https://prospera.example',
      SMTP_URL: smtp.url,
      NOTIFICATIONS_INTERVAL_MS: '150',
    });
    servers.push(server);
    await waitUntilReady(server, 60_000);
    return server;
  }

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!);
    smtp = await startTestSmtp();
    // The test's own in-process app on the same database writes the people (it runs no worker: only main.ts starts one).
    const app = await buildApp({ env: testEnv({ DATABASE_URL: database.url, APP_URL: 'https://prospera.example' }) });
    await app.ready();
    t = { app, database: app.database, http: supertest(app.server), trpc: () => Promise.reject(new Error('not used')), close: () => app.close() };
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop(5_000)));
    await t?.close();
    await smtp?.close();
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** People with an action due today (a reminder each), half of them on day 80 of their cycle (an invitation each). */
  async function people(count: number): Promise<{ email: string; invited: boolean }[]> {
    const made: { email: string; invited: boolean }[] = [];
    const db = t.app.deps.db;
    const today = localDate(new Date(), ZONE);
    for (let index = 0; index < count; index += 1) {
      const plan = await createPlanUser(t);
      const invited = index % 2 === 0;
      await db.profile.update({ where: { userId: plan.user.id }, data: { timeZone: ZONE, notifyHour: 0, weeklyDigest: false, language: 'es' } });
      await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date(Date.now() - (invited ? 79 : 10) * DAY_MS) } });
      const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: today });
      const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
      await db.action.create({
        data: { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: plan.user.currencyId, title: `Acción de hoy ${index}`, dueDate: new Date(`${today}T00:00:00Z`) },
      });
      made.push({ email: plan.user.email, invited });
    }
    return made;
  }

  const expectedMails = (list: { invited: boolean }[]) => list.reduce((sum, someone) => sum + (someone.invited ? 2 : 1), 0);
  const received = (list: { email: string }[]) => smtp.received.filter((mail) => list.some((someone) => mail.to && [mail.to].flat().some((to) => to.text === someone.email)));

  it('each mail arrives once while both instances poll, across a restart between planning and sending, and after a death mid-send', async () => {
    const first = await people(6);
    const [a] = [await startInstance(), await startInstance()];
    await expect.poll(() => received(first).length, { timeout: 30_000, interval: 100 }).toBe(expectedMails(first));

    // Both instances stop (SIGTERM: a pass in progress finishes first). Meanwhile jobs are planned and not sent, as if an
    // instance had planned and then gone down, and one is held by an instance that died mid-send (its lease runs out).
    await Promise.all(servers.splice(0).map((server) => server.stop(10_000)));
    expect(a.errorLines()).toEqual([]);
    const second = await people(6);
    expect(await planNotifications(t.app.deps, new Date())).toBe(expectedMails(second));
    const held = await t.app.deps.db.notificationJob.findFirstOrThrow({ where: { status: 'PENDING' }, select: { id: true } });
    await t.app.deps.db.notificationJob.update({ where: { id: held.id }, data: { status: 'SENDING', attempts: 1, lockedUntil: new Date(Date.now() + 1_500) } });

    await Promise.all([startInstance(), startInstance()]);
    await expect.poll(() => received(second).length, { timeout: 30_000, interval: 100 }).toBe(expectedMails(second));
    // A few more passes of both instances change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const everyone = [...first, ...second];
    const mails = received(everyone);
    expect(mails).toHaveLength(expectedMails(everyone));
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);
    for (const someone of everyone) {
      const theirs = received([someone]);
      expect(theirs.filter((mail) => mail.text?.includes('Acción de hoy')), someone.email).toHaveLength(1);
      expect(theirs, someone.email).toHaveLength(someone.invited ? 2 : 1);
    }
    const jobs = await t.app.deps.db.notificationJob.groupBy({ by: ['status'], _count: true });
    expect(jobs).toEqual([{ status: 'SENT', _count: expectedMails(everyone) }]);
    for (const server of servers) expect(server.errorLines()).toEqual([]);
  }, 120_000);

  /** The profiles each 'notification pass' line of an instance says its planning read. */
  const profilesRead = (server: ServerProcess) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"notification pass"'))
      .reduce((sum, line) => sum + ((JSON.parse(line) as { profiles?: number }).profiles ?? 0), 0);

  it('plans each person due once between both instances: together their passes read each profile once', async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop(10_000)));
    const third = await people(30);
    const [a, b] = await Promise.all([startInstance('info'), startInstance('info')]);
    await expect.poll(() => received(third).length, { timeout: 60_000, interval: 100 }).toBe(expectedMails(third));
    // More passes of both read nobody: everyone's next instant is their next local day.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(profilesRead(a) + profilesRead(b)).toBe(third.length);
    expect(received(third)).toHaveLength(expectedMails(third));
    for (const server of servers) expect(server.errorLines()).toEqual([]);
  }, 120_000);
});
