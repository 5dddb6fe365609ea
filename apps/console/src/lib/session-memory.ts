/**
 * What the console remembers of one signed-in session in this tab's sessionStorage, under `eua.` keys: the
 * product tokens and lists, the chosen customer and website, the customer's name. Log out, and a session the
 * identity provider ended, forget all of it (docs/product.md#users-and-sign-in). The page keeps running until
 * the provider's page replaces it, so a request still under way then (the context bar asking for the customer's
 * name) must not write its answer back: writes through `rememberInSession` are dropped from the moment of
 * forgetting until a signed-in session starts again.
 */
const prefix = 'eua.';
let forgotten = false;

export function forgetSession(storage: Storage = sessionStorage): void {
  forgotten = true;
  for (const key of Object.keys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
}

/** A signed-in session starts (a page load that found or completed a sign-in): writes are kept again. */
export function startSession(): void {
  forgotten = false;
}

/** Stores `value` under `key` (an `eua.` key) unless the session was forgotten; storage refused: not kept. */
export function rememberInSession(key: string, value: string, storage: Storage = sessionStorage): void {
  if (forgotten) return;
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or refused: the value is asked for again when it is needed.
  }
}
