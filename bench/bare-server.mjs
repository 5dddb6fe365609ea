// The bare reference of the HTTP benches (bench/prod-server.ts): Fastify with no plugin and no hook, in a
// process of its own started with `npm run start:prod`'s node options, answering each route's bytes from
// memory with its content type and the app's other headers (and its ETag, a matching If-None-Match answering
// 304 with the headers of the app's 304).
//
// BARE_PORT: the port on 127.0.0.1; BARE_ROUTES: JSON [{ method, url, body (base64), contentType, etag?,
// headers?, notModifiedHeaders? }].
import Fastify from 'fastify';

const app = Fastify();
for (const route of JSON.parse(process.env.BARE_ROUTES ?? '[]')) {
  const body = Buffer.from(route.body, 'base64');
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      if (route.etag) {
        if (request.headers['if-none-match'] === route.etag) {
          return reply
            .code(304)
            .headers(route.notModifiedHeaders ?? {})
            .header('etag', route.etag)
            .send();
        }
        reply.header('etag', route.etag);
      }
      return reply
        .headers(route.headers ?? {})
        .type(route.contentType)
        .send(body);
    },
  });
}
app.get('/ready', async () => 'ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
