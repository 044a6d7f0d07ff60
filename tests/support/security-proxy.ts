import net from 'node:net';

// A TCP proxy between a server process and PostgreSQL, to take the database away from that one process without
// touching the PostgreSQL other tests share.

export type TcpProxy = {
  port: number;
  /** As when PostgreSQL stops: open connections are closed and new ones refused. */
  cut(): Promise<void>;
  /** As when the network drops packets: open connections are closed and new ones accepted but never answered. */
  blackhole(): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

type Mode = 'forward' | 'blackhole';

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server, 0);
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async cut() {
      // close() waits for open connections, so they are dropped after it is called.
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
    async blackhole() {
      mode = 'blackhole';
      dropAll();
      if (!server.listening) await listen(server, port);
    },
    async restore() {
      mode = 'forward';
      dropAll();
      if (!server.listening) await listen(server, port);
    },
    async close() {
      dropAll();
      await stopListening();
    },
  };
}
