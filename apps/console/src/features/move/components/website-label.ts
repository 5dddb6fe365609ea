import type { TargetKind } from '@eua/shared';

/** A website as the move dialogs and tables name it: "NBL Official Website (2001)", its id alone without a name. */
export const websiteLabel = (websiteId: string, name?: string | null) =>
  name ? `${name} (${websiteId})` : websiteId;

/** A customer's defaults owner (docs/product.md#customer-defaults): its id is `defaults-{customerId}-{sport}`. */
export const isDefaultsId = (websiteId: string) => websiteId.startsWith('defaults-');

/**
 * A target as the move dialogs and tables name it: a website by its name and id, the customer's defaults by
 * their name alone ("Defaults · {customer}", docs/product.md#customer-defaults).
 */
export const targetLabel = (websiteId: string, name?: string | null, kind?: TargetKind) =>
  (kind ?? (isDefaultsId(websiteId) ? 'defaults' : 'website')) === 'defaults' && name
    ? name
    : websiteLabel(websiteId, name);
