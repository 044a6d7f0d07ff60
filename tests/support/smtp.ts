import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed, oldest first. */
  received: ParsedMail[];
  /** The next message to `to` not yet taken, waiting for it to arrive if needed. */
  next(to: string): Promise<ParsedMail>;
  /** Refuses the next `count` messages with a temporary failure (451), as a server under load would. */
  failNext(count: number): void;
  close(): Promise<void>;
};

const recipientOf = (mail: ParsedMail): string[] =>
  [mail.to ?? []].flat().flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''));

/** A real SMTP server on a free loopback port, without TLS or login, that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  let failures = 0;

  const take = (to: string): ParsedMail | undefined => {
    const mail = received.find((candidate) => !taken.has(candidate) && recipientOf(candidate).includes(to.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const waiter of [...waiters]) {
            const match = take(waiter.to);
            if (match) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(match);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(to) {
      const mail = take(to);
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiters.push({ to, resolve }));
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
