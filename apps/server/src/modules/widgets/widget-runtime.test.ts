import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themedPreview } from './widget-runtime';

const previewPage = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../widgets/src/preview.html'),
  'utf8',
);

describe("the preview page in the console's theme (decision 136)", () => {
  it.each(['light', 'dark'] as const)('is %s from its first paint, whatever the system prefers', (theme) => {
    const page = themedPreview(previewPage, theme);
    // The runtime's own switch on the widget's element, and the page's colour scheme for what is around it.
    expect(page).toContain(`<div data-eua-preview-root data-theme="${theme}">`);
    expect(page).toMatch(new RegExp(`<head>\\s*<meta name="color-scheme" content="${theme}" />`));
    // Nothing else changes: the script the CSP allows is still the runtime's.
    expect(page).toContain('<script src="/widgets/v1/embed.js" data-eua-preview defer></script>');
  });

  it('leaves a page without the preview root as it is', () => {
    const page = '<!doctype html><title>Preview</title>';
    expect(themedPreview(page, 'dark')).toBe(page);
  });
});
