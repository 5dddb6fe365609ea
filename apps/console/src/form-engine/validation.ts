/**
 * What a form validates with: the feature schemas of @eua/shared, and zod with them. Imported only by
 * feature-form.tsx's dynamic import, so that they are a chunk of their own (decision 085).
 */
export { validateValues } from '@eua/shared';
