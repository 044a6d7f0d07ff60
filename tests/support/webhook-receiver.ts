import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: its headers, body, and whether `new Webhook(secret).verify` accepted it. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string; verified: boolean; payload: { type: string; timestamp: string; data: Record<string, unknown> } };

/** How the receiver answers the next request: a status (and a Location for a redirect), or never ('hang'). */
export type Answer = { status: number; location?: string } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 (a real HTTP peer): it verifies every request with the standardwebhooks package
 * against the secret it is given, at the test's clock (its `now`: the instant the server signed with), and answers
 * what `answers` holds in turn, then 200.
 */
export async function startReceiver(now: () => Date): Promise<{
  url: string;
  received: Received[];
  secret: { value: string };
  answers: Answer[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const secret = { value: '' };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const at = now().getTime();
      const realNow = Date.now;
      // The receiver lives on the test's clock: its tolerance window is around the instant the server signed at.
      Date.now = () => at;
      const verified = (() => {
        try {
          new Webhook(secret.value).verify(body, request.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        } finally {
          Date.now = realNow;
        }
      })();
      received.push({ path: request.url ?? '', headers: request.headers, body, verified, payload: JSON.parse(body) as Received['payload'] });
      const answer = answers.shift() ?? { status: 200 };
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    secret,
    answers,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
