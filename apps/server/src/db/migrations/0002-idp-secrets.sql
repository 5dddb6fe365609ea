-- Secrets the identity provider must share across restarts and instances (docs/decisions/030): the keys that
-- sign its cookies. Created once with `insert ... on conflict do nothing`, never per process.
create table secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
