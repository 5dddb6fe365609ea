/**
 * The token service's calls ({tokenHost}; docs/product.md#token-service, docs/product.md#tokens-and-access).
 */
import { z } from 'zod';

const identityToken = z.string().min(1);

export const listCustomersRequestSchema = z.object({
  userIdentityToken: identityToken,
  product: z.string().min(1),
});
export const customerSchema = z.object({ customerId: z.string(), name: z.string() }).meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
export const listCustomersAnswerSchema = z.object({ data: z.object({ customers: z.array(customerSchema) }) });

export const listProductsRequestSchema = z.object({
  userIdentityToken: identityToken,
  customerId: z.string().min(1),
});
export const subProductSchema = z.object({ subProductName: z.string(), subProductId: z.string() });
export type SubProduct = z.infer<typeof subProductSchema>;
export const productSchema = z.object({
  code: z.string(),
  name: z.string(),
  subProducts: z.array(subProductSchema),
});
export type Product = z.infer<typeof productSchema>;
export const listProductsAnswerSchema = z.object({ data: z.object({ products: z.array(productSchema) }) });

export const productTokenRequestSchema = z.object({
  userIdentityToken: identityToken,
  product: z.string().min(1),
  // The customer id travels as a string (docs/product.md#token-service).
  customerId: z.string().min(1),
});
export const applicationTokenRequestSchema = z.object({
  userIdentityToken: identityToken,
  applicationId: z.string().min(1),
  sport: z.string().min(1),
});
/**
 * `expiresIn` in seconds (docs/product.md#token-service); the console stores now + expiresIn × 1000
 * (docs/product.md#limits-and-constants).
 */
export const issuedTokenSchema = z
  .object({
    token: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().positive(),
  })
  .meta({ id: 'IssuedToken' });
export type IssuedToken = z.infer<typeof issuedTokenSchema>;
export const issuedTokenAnswerSchema = z.object({ data: issuedTokenSchema });

/** GET /v1/tokens/jwks.json: the public keys product tokens are signed with. */
export const jwksAnswerSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
});
