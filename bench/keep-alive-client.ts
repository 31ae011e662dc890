import { connect, type Socket } from 'node:net';

/**
 * The push burst's load generator: one kept-alive HTTP/1.1 connection per simulated member slot,
 * one request at a time, each request a string and each response framed by its Content-Length.
 * Node's http client made a ClientRequest, an agent's bookkeeping and a header parse per call and
 * took three quarters of a core at the burst's rate, on the two cores the server shares; a member's
 * phone takes none of them. The other loads use autocannon, which works the same way.
 */

export interface Response {
  status: number;
  body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The first whole response at the start of `received` and the bytes after it; undefined while it
 * is incomplete. A response this client cannot frame (no Content-Length: chunked, or read to the
 * close) is an error, not a wait.
 */
export function takeResponse(received: Buffer): { response: Response; rest: Buffer } | undefined {
  const headEnd = received.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = received.toString('latin1', 0, headEnd);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  if (!status) throw new Error(`not an HTTP/1.1 response: ${head.slice(0, 40)}`);
  const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
  if (!length) throw new Error('a response without Content-Length');
  const bodyStart = headEnd + HEAD_END.length;
  const bodyEnd = bodyStart + Number(length[1]);
  if (received.length < bodyEnd) return undefined;
  return { response: { status: Number(status[1]), body: received.subarray(bodyStart, bodyEnd) }, rest: received.subarray(bodyEnd) };
}

/** A request's bytes: `headers` as given, with the host and, for a body, its length. */
export function requestText(method: string, path: string, host: string, headers: Record<string, string>, body?: string): string {
  let text = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const name of Object.keys(headers)) text += `${name}: ${headers[name]}\r\n`;
  if (body !== undefined) text += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return `${text}\r\n${body ?? ''}`;
}

export interface KeepAliveConnection {
  send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response>;
  /** True once the connection is gone (closed by either side, or failed): it sends nothing more. */
  readonly closed: boolean;
  close(): void;
}

export function openKeepAlive(port: number, host = '127.0.0.1'): Promise<KeepAliveConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port, host, noDelay: true });
    const hostHeader = `${host}:${port}`;
    let received: Buffer = Buffer.alloc(0);
    let waiting: { resolve(response: Response): void; reject(error: Error): void } | undefined;
    const fail = (error: Error) => {
      const pending = waiting;
      waiting = undefined;
      pending?.reject(error);
    };
    socket.on('data', (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      try {
        const taken = takeResponse(received);
        if (!taken) return;
        received = taken.rest;
        const pending = waiting;
        waiting = undefined;
        if (!pending) throw new Error('a response no request was waiting for');
        pending.resolve(taken.response);
      } catch (error) {
        fail(error as Error);
        socket.destroy();
      }
    });
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the connection closed')));
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({
        get closed() {
          return socket.destroyed;
        },
        send: (method, path, headers, body) =>
          new Promise<Response>((resolveResponse, rejectResponse) => {
            if (waiting) return rejectResponse(new Error('one request at a time on a connection'));
            if (socket.destroyed) return rejectResponse(new Error('the connection closed'));
            waiting = { resolve: resolveResponse, reject: rejectResponse };
            socket.write(requestText(method, path, hostHeader, headers, body));
          }),
        close: () => socket.end(),
      });
    });
    socket.once('error', reject);
  });
}
