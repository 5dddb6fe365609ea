-- Roles per membership and API tokens (docs/product.md#roles, docs/product.md#api-tokens, decisions 137 and
-- 138). A membership's role decides its product token's scopes; the `scopes` column stays, no longer read,
-- so the earlier code still runs on this schema. Existing memberships map: read and write → admin, read
-- only → viewer. To undo: `drop table api_tokens; alter table memberships drop column role;` (nothing else
-- refers to either).
alter table memberships add column role text not null default 'viewer'
  check (role in ('viewer', 'editor', 'publisher', 'admin'));
update memberships set role = 'admin' where 'config:write' = any (scopes);
-- The Admins of a customer, counted whenever one is demoted or removed.
create index memberships_customer_role on memberships (customer_id, role);

-- An API token of a customer: a role below Admin, an expiry, and only the SHA-256 of its secret. Revoking
-- deletes the row; every request looks its token up, so a revoked one stops on every instance at once.
create table api_tokens (
  id bigint generated always as identity primary key,
  customer_id text not null references customers(id) on delete cascade,
  name text not null,
  role text not null check (role in ('viewer', 'editor', 'publisher')),
  secret_hash text not null unique,
  created_by text,
  created_by_name text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_used_at timestamptz
);
create index api_tokens_customer on api_tokens (customer_id, created_at);
