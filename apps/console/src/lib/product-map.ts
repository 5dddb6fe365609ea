/**
 * The customer's product list, cached per customer as a map of keys to true
 * (docs/product.md#tokens-and-access).
 */
import type { Product } from '@eua/shared';

export type { Product };
export type ProductMap = Record<string, true>;

/**
 * Keys: each product code, and the code joined to each sub-product name lowercased with spaces → underscores.
 * The code, not the display name, prefixes the sub-product: the launcher keys `Datacore_datacore_admin_tool`
 * and `s3_schedule_manager` both keep their product code's case (decision 040).
 */
export function toProductMap(products: Product[]): ProductMap {
  const map: ProductMap = {};
  for (const product of products) {
    map[product.code] = true;
    for (const sub of product.subProducts ?? []) {
      map[`${product.code}_${sub.subProductName.toLowerCase().replace(/\s+/g, '_')}`] = true;
    }
  }
  return map;
}

const productsKey = (customerId: string) => `eua.products.${customerId}`;

export function storeProductMap(customerId: string, map: ProductMap): void {
  sessionStorage.setItem(productsKey(customerId), JSON.stringify(map));
}

export function readProductMap(customerId: string): ProductMap | null {
  const raw = sessionStorage.getItem(productsKey(customerId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ProductMap;
  } catch {
    return null;
  }
}

export function forgetProductMap(customerId: string): void {
  sessionStorage.removeItem(productsKey(customerId));
}
