import { describe, expect, it } from 'vitest';
import { general } from '../features/general';
import { validateValues } from '../form/feature-schema';
import {
  asciiReferrerDomain,
  matchingReferrerDomain,
  pageOrigin,
  referrerDomainProblem,
  unicodeReferrerDomain,
} from './referrer';

describe('referrer domains that are domains', () => {
  it('takes a host name, a `*.` prefix and a port, in lower case without a trailing dot', () => {
    expect(asciiReferrerDomain('www.example.com')).toBe('www.example.com');
    expect(asciiReferrerDomain(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(asciiReferrerDomain('*.example.com')).toBe('*.example.com');
    expect(asciiReferrerDomain('localhost:3000')).toBe('localhost:3000');
    expect(asciiReferrerDomain('127.0.0.1')).toBe('127.0.0.1');
  });

  it('keeps an internationalised name in its ASCII form and shows it back in both', () => {
    expect(asciiReferrerDomain('bücher.example')).toBe('xn--bcher-kva.example');
    expect(asciiReferrerDomain('*.bücher.example:8443')).toBe('*.xn--bcher-kva.example:8443');
    expect(unicodeReferrerDomain('xn--bcher-kva.example')).toBe('bücher.example');
    expect(unicodeReferrerDomain('*.xn--bcher-kva.example:8443')).toBe('*.bücher.example:8443');
    expect(unicodeReferrerDomain('www.example.com')).toBe('www.example.com');
    // A page of that name is admitted by the stored form.
    const page = pageOrigin('https://bücher.example/shop')!;
    expect(matchingReferrerDomain([asciiReferrerDomain('bücher.example')!], page)).toBe(
      'xn--bcher-kva.example',
    );
  });

  it.each([
    '"><svg onload=alert(1)>',
    'javascript:alert(4)//x.example',
    'https://www.example.com/',
    'www.example.com/path',
    'user@example.com',
    'exa mple.com',
    'example..com',
    '-example.com',
    'example.com:0',
    'example.com:65536',
    '*',
    'www.*.example.com',
    '[::1]',
  ])('refuses %s with a message naming it', (entry) => {
    expect(asciiReferrerDomain(entry)).toBeNull();
    expect(referrerDomainProblem(entry)).toContain(`“${entry}” is not a domain`);
  });

  it("is General's field rule: a bad entry is a field error naming it, a good one is stored as ASCII", () => {
    const errors = validateValues(general, {
      referrerDomains: ['club.example', 'javascript:alert(4)//x.example'],
    });
    expect(errors).toContainEqual({
      field: 'referrerDomains',
      message: expect.stringContaining('“javascript:alert(4)//x.example” is not a domain'),
    });
    expect(validateValues(general, { referrerDomains: ['bücher.example', '*.club.example:8080'] })).toEqual(
      [],
    );
  });
});
