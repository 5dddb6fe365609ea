/**
 * The webhooks' delivery worker (docs/product.md#webhooks, decision 140): every server polls the outbox for
 * deliveries that are due — at its start, then every few seconds — claims them with FOR UPDATE SKIP LOCKED,
 * as the drafts' scheduler claims its publications, so each attempt is made by one server, and posts each
 * signed (Standard Webhooks) to its endpoint — connecting only to the addresses checked (decision 153) —
 * 10 s at most, no redirect followed. A failure is tried again
 * with exponential back-off until 24 h after the event; an endpoint whose deliveries have all failed for 3
 * days is paused, with an activity entry. Settled deliveries older than 30 days leave the log (decision 153).
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db';
import { pinnedLookup, resolveDeliveryAddress } from './address-guard';
import { signedHeaders } from './signing';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  pauseFailingEndpoint,
  settleAttempt,
  sweepSettledDeliveries,
} from './webhooks.repo';
import { logChange } from './webhooks.service';

/** How often a server looks for due deliveries. */
export const DELIVERY_INTERVAL_MS = 5_000;
/** How long one attempt may take. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** An endpoint failing this long (every attempt since) is paused. */
export const PAUSE_FAILING_AFTER_MS = 3 * 24 * 60 * 60_000;
/** The first retry's wait; each next one waits twice as long, up to `MAX_BACKOFF_MS`. */
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 4 * 60 * 60_000;
/** How many deliveries one poll claims; more wait for the next poll. */
const CLAIM_LIMIT = 20;
/** How long a settled delivery (delivered, or given up) stays in the log; swept every hour by every server. */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** A claim this old belongs to a server that stopped mid-attempt: another may take it. */
const STALE_CLAIM_MS = 2 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 4 h. */
export const backoffMs = (attempts: number): number =>
  Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export type DeliveryWorkerOptions = {
  db: Db;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  allowPrivateAddresses: boolean;
  intervalMs?: number;
  timeoutMs?: number;
  log: { error(error: unknown, message: string): void };
};

export type DeliveryWorker = {
  /** One poll, after any poll in flight: resolves with how many attempts it made. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

const USER_AGENT = 'Embedded-UI-Admin-Webhooks/1';

function reasonOf(error: unknown, timeoutMs: number): string {
  const named = error as {
    name?: string;
    code?: string;
    cause?: { code?: string; message?: string };
    message?: string;
  };
  if (named.name === 'TimeoutError' || named.name === 'AbortError') {
    return `No answer within ${Math.round(timeoutMs / 1000)} seconds`;
  }
  const cause = named.cause?.code ?? named.code ?? named.cause?.message ?? named.message ?? String(error);
  return `The request failed: ${cause}`;
}

/**
 * Posts `body` and answers the status, without reading what the endpoint says. A redirect is an answer like
 * any other (never followed). `lookup`: where the connection may go (the addresses checked), else the
 * system's resolver.
 */
function post(
  url: string,
  options: { headers: Record<string, string>; body: string; timeoutMs: number; lookup?: LookupFunction },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** One attempt: the address checked, the body posted signed; never throws. */
async function attempt(options: DeliveryWorkerOptions, delivery: ClaimedDelivery): Promise<AttemptOutcome> {
  const at = options.now();
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const started = performance.now();
  const failed = (error: string, responseStatus: number | null = null): AttemptOutcome => {
    const next = at + backoffMs(delivery.attempts + 1);
    return {
      at: new Date(at),
      delivered: false,
      responseStatus,
      durationMs: Math.round(performance.now() - started),
      error,
      nextAttemptAt: next <= delivery.giveUpAt.getTime() ? new Date(next) : null,
    };
  };
  let lookup: LookupFunction | undefined;
  if (!options.allowPrivateAddresses) {
    const checked = await resolveDeliveryAddress(delivery.url);
    if ('refused' in checked) return failed(checked.refused);
    lookup = pinnedLookup(checked.addresses);
  }
  try {
    const status = await post(delivery.url, {
      headers: {
        ...signedHeaders(delivery.secret, delivery.messageId, Math.floor(at / 1000), delivery.body),
        'user-agent': USER_AGENT,
      },
      body: delivery.body,
      timeoutMs,
      lookup,
    });
    if (status >= 200 && status < 300) {
      return {
        at: new Date(at),
        delivered: true,
        responseStatus: status,
        durationMs: Math.round(performance.now() - started),
        error: null,
        nextAttemptAt: null,
      };
    }
    return failed(
      status >= 300 && status < 400
        ? `The endpoint answered ${status}, a redirect, which is not followed`
        : `The endpoint answered ${status}`,
      status,
    );
  } catch (error) {
    return failed(reasonOf(error, timeoutMs));
  }
}

/** Settles an attempt and, after 3 days of failures, pauses the endpoint with an activity entry. */
async function settle(db: Db, delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const endpoint = await settleAttempt(tx, delivery, outcome);
    const failingFor = endpoint.failingSince ? outcome.at.getTime() - endpoint.failingSince.getTime() : 0;
    if (!outcome.delivered && endpoint.enabled && failingFor >= PAUSE_FAILING_AFTER_MS) {
      if (await pauseFailingEndpoint(tx, delivery.endpointId)) {
        await logChange(tx, delivery.customerId, null, 'paused', {
          id: delivery.endpointId,
          url: endpoint.url,
        });
      }
    }
  });
}

/** Starts polling at once, then every `intervalMs`; `stop` waits for the poll in flight. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const instance = randomBytes(6).toString('hex');
  let last: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let sweptAt = Number.NEGATIVE_INFINITY;

  const poll = async (): Promise<number> => {
    if (stopped) return 0;
    const now = options.now();
    if (now - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now;
      await sweepSettledDeliveries(options.db, new Date(now - DELIVERY_LOG_RETENTION_MS));
    }
    const claimed = await claimDueDeliveries(options.db, {
      now: new Date(now),
      instance,
      staleBefore: new Date(now - STALE_CLAIM_MS),
      limit: CLAIM_LIMIT,
    });
    // Each endpoint's deliveries in order, endpoints side by side.
    const byEndpoint = new Map<string, ClaimedDelivery[]>();
    for (const one of claimed)
      byEndpoint.set(one.endpointId, [...(byEndpoint.get(one.endpointId) ?? []), one]);
    await Promise.all(
      [...byEndpoint.values()].map(async (deliveries) => {
        for (const delivery of deliveries)
          await settle(options.db, delivery, await attempt(options, delivery));
      }),
    );
    return claimed.length;
  };
  const tick = () => {
    last = last.catch(() => 0).then(poll);
    return last;
  };
  const run = () => {
    tick().catch((error: unknown) => options.log.error(error, 'Delivering webhooks failed'));
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await last.catch(() => 0);
    },
  };
}
