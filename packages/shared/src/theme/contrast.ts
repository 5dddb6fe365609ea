/**
 * Colour contrast as WCAG 2.2 defines it (relative luminance of sRGB, ratio (L1 + 0.05) / (L2 + 0.05)), and
 * the nearest colour that reaches a ratio (docs/product.md#theme, decision 148). Plain code, without zod:
 * the console, the server's rules and the tests share it.
 */

/** '#rgb' or '#rrggbb' as [r, g, b] in 0–255; null for anything else. */
export const parseHex = (hex: string): [number, number, number] | null => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2.2 relative luminance (the 0.04045 threshold of sRGB). */
export const relativeLuminance = (rgb: readonly number[]): number => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two '#hex' colours, 1 to 21; null when either is not a colour. */
export const contrastRatio = (a: string, b: string): number | null => {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const la = relativeLuminance(ca);
  const lb = relativeLuminance(cb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/**
 * A ratio as people read it, one decimal, never rounded up (4.48 shows as 4.4, so a shown "4.5:1" always
 * passes "needs 4.5:1").
 */
export const formatRatio = (ratio: number): string => `${Math.floor(ratio * 10 + 1e-9) / 10}:1`;

const mix = (from: readonly number[], to: readonly number[], t: number) =>
  from.map((c, i) => c + (to[i]! - c) * t);

/**
 * The colour closest to `colour` that reaches `needs` against `against`: the colour moved towards black or
 * towards white, whichever reaches the ratio with the smaller move (the hue kept). Null when neither does.
 */
export const nearestPassingColour = (colour: string, against: string, needs: number): string | null => {
  const from = parseHex(colour);
  if (!from || !parseHex(against)) return null;
  if ((contrastRatio(colour, against) ?? 0) >= needs) return toHex(from);
  let best: { t: number; hex: string } | null = null;
  for (const target of [
    [0, 0, 0],
    [255, 255, 255],
  ]) {
    const end = toHex(mix(from, target, 1));
    if ((contrastRatio(end, against) ?? 0) < needs) continue;
    let low = 0;
    let high = 1;
    for (let i = 0; i < 24; i++) {
      const middle = (low + high) / 2;
      if ((contrastRatio(toHex(mix(from, target, middle)), against) ?? 0) >= needs) high = middle;
      else low = middle;
    }
    // Rounding to whole channels can land a hair short: step on until the rounded colour passes.
    let t = high;
    let hex = toHex(mix(from, target, t));
    while ((contrastRatio(hex, against) ?? 0) < needs && t < 1) {
      t = Math.min(1, t + 1 / 255);
      hex = toHex(mix(from, target, t));
    }
    if (!best || t < best.t) best = { t, hex };
  }
  return best?.hex ?? null;
};
