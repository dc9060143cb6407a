import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops listening and cuts every connection through it (the service looks gone). */
  close(): Promise<void>;
  /** Listens again on the same port (the service is back). */
  open(): Promise<void>;
}

/**
 * A small TCP proxy in front of a service on this machine (Redis), which a test closes and
 * opens again to make the service disappear and come back for the processes using it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut connection is the point of this proxy; its errors are expected.
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  const port = address.port;
  return {
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    open: () => listen(port),
  };
}
