import { featureList } from '@eua/shared';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { document, renderFeature } from './test-utils';

describe('every shared feature definition', () => {
  it('renders through the engine with every visible field named, and its submit label', async () => {
    for (const feature of featureList) {
      renderFeature(feature, document({ trackingData: true }), {
        routes: {
          'GET /v1/config/w1/complist': { organizations: [], competitions: {} },
        },
      });
      const form = await screen.findByRole('form', { name: feature.title });
      expect(screen.getByRole('button', { name: feature.submitLabel })).toBeInTheDocument();
      for (const field of feature.fields) {
        if (field.hidden || field.controls || field.condition) continue;
        const named = form.querySelectorAll(`[name="${field.name}"]`);
        expect(named.length, `${feature.id}.${field.name}`).toBeGreaterThan(0);
      }
      cleanup();
    }
  });
});
