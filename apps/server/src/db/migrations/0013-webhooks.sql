-- Webhooks (docs/product.md#webhooks, decisions 139 and 140): a customer's endpoints, and an outbox of their
-- deliveries.

-- An endpoint: where to post, which events, and the Standard Webhooks secret (`whsec_…`) its deliveries are
-- signed with. The secret is kept as it is (the server signs with it); only the answer that made it shows
-- it. `paused_reason` says why an endpoint is not enabled ('paused' by someone, 'failing' by the server after
-- 3 days of failures); `failing_since` is when its current run of failed attempts began.
create table webhook_endpoints (
  id bigint generated always as identity primary key,
  customer_id text not null references customers(id) on delete cascade,
  url text not null,
  description text not null default '',
  events text[] not null,
  secret text not null,
  enabled boolean not null default true,
  paused_reason text check (paused_reason in ('paused', 'failing')),
  failing_since timestamptz,
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_customer on webhook_endpoints (customer_id, id);

-- The outbox: one row per event and endpoint, inserted in the transaction of the write that caused it, so a
-- write that commits always has its deliveries and one that rolls back never does. `message_id` is the
-- `webhook-id` header, the same on every attempt; `body` the exact bytes every attempt signs and sends.
-- Every server polls for pending rows that are due and claims them with FOR UPDATE SKIP LOCKED in the
-- statement that marks them claimed, so each attempt is made by one server. `give_up_at` ends the retries
-- (24 h after the event, or after a redelivery).
create table webhook_deliveries (
  id bigint generated always as identity primary key,
  endpoint_id bigint not null references webhook_endpoints(id) on delete cascade,
  message_id text not null,
  event_type text not null,
  body text not null,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  next_attempt_at timestamptz not null,
  give_up_at timestamptz not null,
  last_attempt_at timestamptz,
  response_status integer,
  duration_ms integer,
  error text,
  claimed_by text,
  claimed_at timestamptz,
  unique (endpoint_id, message_id)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_log on webhook_deliveries (endpoint_id, id desc);
