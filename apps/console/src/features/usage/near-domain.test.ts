import { describe, expect, it } from 'vitest';
import { nearDomain } from './near-domain';

describe('nearDomain', () => {
  it('says when a refused page differs from an allowed domain only by www. or a subdomain', () => {
    expect(nearDomain('https://www.example.com', ['example.com'])).toEqual({
      kind: 'onlyWww',
      domain: 'example.com',
    });
    expect(nearDomain('https://example.com', ['www.example.com'])).toEqual({
      kind: 'onlyWww',
      domain: 'www.example.com',
    });
    expect(nearDomain('https://shop.example.com', ['example.com'])).toEqual({
      kind: 'subdomainOf',
      domain: 'example.com',
    });
    expect(nearDomain('https://example.com', ['news.example.com'])).toEqual({
      kind: 'parentOf',
      domain: 'news.example.com',
    });
  });

  it('says nothing of an unrelated page or an invalid origin', () => {
    expect(nearDomain('https://other.example', ['example.com'])).toBeNull();
    expect(nearDomain('others', ['example.com'])).toBeNull();
    expect(nearDomain('https://notexample.com', ['example.com'])).toBeNull();
  });
});
