import WebSocket from 'ws';

/**
 * Opens `/ws` on a listening test server and answers 101 when the socket opened, else the HTTP
 * status the handshake was refused with. `origin` and `host` are what a browser would send.
 */
export function wsHandshake(
  base: string,
  options: { origin: string; host?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/ws`, {
      origin: options.origin,
      ...(options.host === undefined ? {} : { headers: { host: options.host } }),
    });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      // ws leaves a refused handshake's connection open for the listener to end.
      request.destroy();
    });
    socket.once('error', reject);
  });
}
