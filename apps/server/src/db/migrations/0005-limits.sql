-- Limits shared by every instance on one database (decision 066).

-- @fastify/rate-limit's counts: one row per key (`writes:user:{sub}`, `tokens:address:{ip}`) and fixed window.
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limit_counters_window_ends_at on rate_limit_counters(window_ends_at);

-- The sign-in lock-out of the built-in identity provider: attempts per account (a hash of the email, never
-- the email itself) and per client address, and until when the key is locked out.
create table sign_in_failures (
  key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz not null,
  locked_until timestamptz
);
create index sign_in_failures_last_failure_at on sign_in_failures(last_failure_at);
