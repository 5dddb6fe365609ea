/**
 * The generator's randomness: a seeded pseudo-random stream and the draws made from it, so the same seed
 * always gives the same data.
 */

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for made-up sports data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to give each website its own stream: adding a website leaves the others' data unchanged. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  /** Roughly normal (sum of three uniforms), mean 0, standard deviation about `sd`. */
  normal(sd: number): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2 * sd;
  }
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
  /** `total` units dealt one by one by weight, none above `cap`: whole numbers that sum to `total`. */
  distribute(total: number, weights: readonly number[], cap = Number.POSITIVE_INFINITY): number[] {
    const n = weights.length;
    const out = new Array<number>(n).fill(0);
    const w = weights.map((x) => Math.max(0, x));
    const cumulative = new Array<number>(n).fill(0);
    const rebuild = () => {
      let running = 0;
      for (let i = 0; i < n; i++) {
        running += w[i] as number;
        cumulative[i] = running;
      }
      return running;
    };
    let weightTotal = rebuild();
    let dealt = 0;
    if (total > 4 * n && weightTotal > 0) {
      // Large totals (minutes, points): three quarters by share, the rest one by one, for the same spread at
      // a fraction of the draws.
      for (let i = 0; i < n; i++) {
        const share = Math.min(cap - 1, Math.floor((0.75 * total * (w[i] as number)) / weightTotal));
        out[i] = Math.max(0, share);
        dealt += out[i] as number;
      }
    }
    for (let unit = dealt; unit < total && weightTotal > 0; unit++) {
      // Binary search of the running totals: the seed deals hundreds of thousands of units.
      const r = this.next() * weightTotal;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) > r) hi = mid;
        else lo = mid + 1;
      }
      out[lo] = (out[lo] as number) + 1;
      if ((out[lo] as number) >= cap) {
        w[lo] = 0;
        weightTotal = rebuild();
      }
    }
    return out;
  }
}
