import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The pictures of docs/screenshots/ are WebP at 70 % quality, at most 1,800 px tall (decision 151): a screenshot
 * of text and tables weighs about a third of its PNG, and a widget as long as the players' list (some 9,000 px)
 * is shown by its first screens. Playwright writes only PNG and JPEG, so the PNG it takes is encoded by the
 * browser itself, on a blank page of the same context.
 */
export const pictureExtension = 'webp';
const quality = 0.7;
const maxHeight = 1800;

const encoders = new WeakMap<BrowserContext, Promise<Page>>();

/** Writes a PNG screenshot to `path` (ending in `.webp`), cut at the maximum height. */
export async function writePicture(context: BrowserContext, png: Buffer, path: string): Promise<void> {
  let encoder = encoders.get(context);
  if (!encoder) {
    encoder = context.newPage();
    encoders.set(context, encoder);
  }
  const page = await encoder;
  const webp = await page.evaluate(
    async ({ source, quality, maxHeight }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = Math.min(image.naturalHeight, maxHeight);
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
    },
    { source: png.toString('base64'), quality, maxHeight },
  );
  if (!webp) throw new Error(`the browser encoded no picture for ${path}`);
  await writeFile(path, Buffer.from(webp, 'base64'));
}
