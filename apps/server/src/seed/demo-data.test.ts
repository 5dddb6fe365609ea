import { featureSchema, features, themeDefaults } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/idp/password';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, demoCustomers, demoThemes } from './demo-data';

describe('the demo password', () => {
  it('is what the stored demo hash verifies, and nothing else is', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
  });
});

describe('the demo customers’ themes', () => {
  it('are valid themes that pass every contrast pair, and differ from the default look', () => {
    for (const [customerId, values] of Object.entries(demoThemes)) {
      const checked = featureSchema(features.theme).safeParse(values);
      expect(checked.success, `${customerId} ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      expect(values.lightAccent).not.toBe(themeDefaults.light.Accent);
    }
    expect(Object.keys(demoThemes)).toEqual([demoCustomers.iceAndCourt.id]);
  });
});
