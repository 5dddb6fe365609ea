import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/idp/password';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demo-data';

describe('the demo password', () => {
  it('is what the stored demo hash verifies, and nothing else is', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
  });
});
