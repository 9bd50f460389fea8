import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP pass-through that a test can cut and restore, standing in for a database (or any server)
 * that goes away: restarting the machine's shared PostgreSQL is not an option while others use it.
 */
export interface TcpProxy {
  readonly port: number;
  /** Destroys every open connection and stops listening, so new ones are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // Either side failing ends the pair, the way a dying server ends its clients' connections.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, 0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const port = address.port;
  let listening = true;

  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    port,
    cut: stop,
    restore: async () => {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: stop,
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
