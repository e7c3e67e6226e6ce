import http from 'node:http';

export interface OrderTarget {
  port: number;
  /** Kept-alive connections, shared by every order a client sends. */
  agent: http.Agent;
  /** Give up on an answer after this long: the request fails as a network error would. */
  timeoutMs?: number;
}

/**
 * POSTs one order body to /api/orders as `authorization`; resolves with the answer's status
 * once its body is read, rejects on a network error.
 */
export function postOrder(
  target: OrderTarget,
  authorization: string,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: '/api/orders',
        method: 'POST',
        agent: target.agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authorization: authorization,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    if (target.timeoutMs !== undefined) req.setTimeout(target.timeoutMs, () => req.destroy());
    req.on('error', reject);
    req.end(body);
  });
}
