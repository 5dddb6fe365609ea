/** Where a webhook may be sent (decision 139): public addresses only, IPv4 and IPv6, every resolved one. */
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkDeliveryAddress,
  isPublicAddress,
  pinnedLookup,
  refusedUrl,
  resolveDeliveryAddress,
} from './address-guard';

describe('webhook addresses', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses an address written in the URL, or a local name, when an endpoint is saved', () => {
    expect(refusedUrl('https://hooks.example.com/x')).toBeUndefined();
    expect(refusedUrl('https://93.184.216.34/x')).toBeUndefined();
    for (const url of [
      'http://127.1/',
      'http://[::1]:8080/',
      'http://localhost/',
      'http://api.localhost/',
      'http://0x7f000001/',
    ]) {
      expect(refusedUrl(url), url).toMatch(/public address/);
    }
  });

  it('checks every address a name resolves to, IPv4 and IPv6, before an attempt', async () => {
    const resolving =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address }));
    expect(
      await checkDeliveryAddress('https://hooks.example.com/', resolving('93.184.216.34', '2606:4700::1')),
    ).toBe(undefined);
    expect(
      await checkDeliveryAddress('https://hooks.example.com/', resolving('93.184.216.34', '::1')),
    ).toMatch(/resolves to ::1/);
    expect(await checkDeliveryAddress('https://hooks.example.com/', resolving('10.0.0.8'))).toMatch(
      /10\.0\.0\.8/,
    );
    expect(
      await checkDeliveryAddress('https://nowhere.example/', async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toMatch(/could not be resolved/);
  });

  it('answers the addresses it checked, and the attempt connects to them whatever the name resolves to now', async () => {
    expect(
      await resolveDeliveryAddress('https://hooks.example.com/', async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ]),
    ).toEqual({
      addresses: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ],
    });

    // `.invalid` never resolves (RFC 6761): reaching the receiver proves the connection used the pinned address.
    const receiver = createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    try {
      const { port } = receiver.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const lookup = pinnedLookup([{ address: '127.0.0.1', family: 4 }]);
        const sent = request(`http://hooks.invalid:${port}/`, { method: 'POST', lookup }, (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
        });
        sent.on('error', reject);
        sent.end('{}');
      });
      expect(status).toBe(200);
    } finally {
      receiver.close();
    }
  });
});
