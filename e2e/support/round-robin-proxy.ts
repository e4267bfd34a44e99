import http from 'node:http';
import type net from 'node:net';

export interface UpstreamStats {
  port: number;
  /** Requests handed to it. */
  forwarded: number;
  /** Requests it answered completely. */
  answered: number;
  /** Requests that met a refused or broken connection (the client got a 502 or a cut answer). */
  failed: number;
  inFlight: number;
}

export interface RoundRobinProxy {
  url: string;
  upstreams: UpstreamStats[];
  /**
   * The next `count` successful (200) answers to requests whose path contains `pathPart` reach the proxy whole and
   * are then thrown away, the client's connection cut: the server did the work, the client never
   * heard (a network fault after the commit).
   */
  loseAnswers(count: number, pathPart: string): void;
  /** Answers thrown away so far. */
  lost: number;
  /** Clears the counters (in-flight counts stay). */
  resetCounts(): void;
  close(): Promise<void>;
}

/**
 * A minimal load balancer, as a small deployment puts in front of its instances: each request goes
 * to the next upstream in turn; no health checks and no retries of its own (a POST is never
 * replayed by the proxy), so an instance that is down or dies mid-request shows the client a 502 or
 * a cut connection, which the client retries.
 */
export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const upstreams: UpstreamStats[] = ports.map((port) => ({ port, forwarded: 0, answered: 0, failed: 0, inFlight: 0 }));
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<net.Socket>();
  let next = 0;
  const toLose = { count: 0, pathPart: '' };
  let lost = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    upstream.forwarded += 1;
    upstream.inFlight += 1;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      upstream.inFlight -= 1;
      if (ok) upstream.answered += 1;
      else upstream.failed += 1;
    };
    const forward = http.request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        // Only answers of a change the server made (200) are lost: a lost refusal (a retry's 409)
        // would lose the same change twice, and the client could not tell the two losses apart.
        if (toLose.count > 0 && answer.statusCode === 200 && req.url?.includes(toLose.pathPart)) {
          toLose.count -= 1;
          answer.resume();
          answer.on('end', () => {
            settle(true);
            lost += 1;
            res.destroy();
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => settle(true));
        answer.on('error', () => {
          settle(false);
          res.destroy();
        });
        answer.on('aborted', () => {
          settle(false);
          res.destroy();
        });
      },
    );
    forward.on('error', () => {
      settle(false);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream unavailable');
      else res.destroy();
    });
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    loseAnswers(count, pathPart) {
      Object.assign(toLose, { count, pathPart });
    },
    get lost() {
      return lost;
    },
    resetCounts() {
      for (const u of upstreams) Object.assign(u, { forwarded: 0, answered: 0, failed: 0 });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
