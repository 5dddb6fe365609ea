import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Delivery = { headers: Record<string, string>; body: string };

/**
 * A webhook receiver on 127.0.0.1 (the e2e server allows private addresses, decision 153): it keeps each
 * delivery's Standard Webhooks headers and body, and answers 204.
 */
export async function startWebhookReceiver(path: string) {
  const received: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
            name,
            String(request.headers[name]),
          ]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
