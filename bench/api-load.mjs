// The load generator of bench/api.ts, run as a child process so that it never shares an event loop (or a
// CPU's time slices within one process) with the server it measures: autocannon with the options in argv[2],
// the result as one line of JSON on stdout.
//
// { url, connections, durationSeconds, headers, puts?: { paths: string[], bodies: string[][] } }
// `puts`: connection i sends PUTs to paths[i % paths.length], cycling through bodies[i % paths.length], so
// every connection writes a website of its own and every write changes it.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
let next = 0;
const setupClient = options.puts
  ? (client) => {
      const i = next++ % options.puts.paths.length;
      const path = options.puts.paths[i];
      client.setRequests(
        options.puts.bodies[i].map((body) => ({
          method: 'PUT',
          path,
          body,
          headers: { ...options.headers, 'content-type': 'application/json' },
        })),
      );
    }
  : undefined;

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.durationSeconds,
  headers: options.headers,
  ...(setupClient ? { setupClient } : {}),
});
const seconds = result.duration || options.durationSeconds;
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    },
  })}\n`,
);
