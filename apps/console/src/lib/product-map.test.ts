import { describe, expect, it } from 'vitest';
import { readProductMap, storeProductMap, toProductMap } from './product-map';

describe('product map', () => {
  it('maps each code and each code_subproduct (sub-product lowercased, spaces to underscores) to true', () => {
    expect(
      toProductMap([
        { code: 'embedded_ui_admin', name: 'Embedded UI', subProducts: [] },
        {
          code: 'Datacore',
          name: 'Datacore',
          subProducts: [{ subProductName: 'Datacore Admin Tool', subProductId: '7' }],
        },
        { code: 'live_production_monitor', name: 'Live', subProducts: [] },
        {
          code: 's3',
          name: 'S3',
          subProducts: [{ subProductName: 'Schedule Manager', subProductId: 's3-sm' }],
        },
      ]),
    ).toEqual({
      embedded_ui_admin: true,
      Datacore: true,
      Datacore_datacore_admin_tool: true,
      live_production_monitor: true,
      s3: true,
      s3_schedule_manager: true,
    });
  });

  it('is cached per customer', () => {
    storeProductMap('1001', { user_manager: true });
    expect(readProductMap('1001')).toEqual({ user_manager: true });
    expect(readProductMap('1002')).toBeNull();
  });
});
