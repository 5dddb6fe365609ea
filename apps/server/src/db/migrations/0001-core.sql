-- Core schema (docs/product.md#storage, docs/product.md#tokens-and-access, docs/product.md#demo-data).
-- One dialect: PostgreSQL, run by PGlite and by a PostgreSQL server.

create table users (
  id text primary key,
  email text not null unique,
  name text not null,
  picture text,
  password_hash text not null,
  created_at timestamptz not null default now()
);

create table customers (
  id text primary key,
  name text not null
);

-- scopes: e.g. {'config:read','config:write'}
create table memberships (
  user_id text not null references users(id) on delete cascade,
  customer_id text not null references customers(id) on delete cascade,
  scopes text[] not null default '{}',
  primary key (user_id, customer_id)
);

create table products (
  code text primary key,
  name text not null
);

create table customer_products (
  customer_id text not null references customers(id) on delete cascade,
  product_code text not null references products(code) on delete cascade,
  sub_products jsonb not null default '[]',
  primary key (customer_id, product_code)
);

create table websites (
  id text primary key,
  customer_id text not null references customers(id) on delete cascade,
  name text not null,
  sport text not null
);
create index websites_customer on websites(customer_id);

create table organizations (
  website_id text not null references websites(id) on delete cascade,
  organization_id text not null,
  name_local text not null,
  primary key (website_id, organization_id)
);

create table competitions (
  website_id text not null references websites(id) on delete cascade,
  competition_id text not null,
  organization_id text not null,
  name_local text not null,
  primary key (website_id, competition_id)
);

create table seasons (
  website_id text not null references websites(id) on delete cascade,
  season_id text not null,
  competition_id text not null,
  name_local text not null,
  has_tracking_data boolean not null default false,
  primary key (website_id, season_id)
);
create index seasons_competition on seasons(website_id, competition_id);

-- Reference lists per sport, keyed by lookup key (statistics, match events, officials, ...): [{text, value}]
create table lookups (
  sport text not null,
  key text not null,
  items jsonb not null,
  primary key (sport, key)
);

-- One configuration document per (website, resource); every write increments version.
create table configs (
  website_id text not null references websites(id) on delete cascade,
  resource text not null,
  document jsonb not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (website_id, resource)
);

-- Signing keys, generated once and shared by every instance (docs/product.md#tokens-and-access).
-- purpose: 'idp' | 'product-token'
create table signing_keys (
  purpose text primary key,
  kid text not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- oidc-provider adapter storage (sessions, grants, codes, refresh tokens, interactions ...)
create table oidc_models (
  kind text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (kind, id)
);
create index oidc_models_grant on oidc_models(grant_id);
create index oidc_models_uid on oidc_models(uid);
create index oidc_models_user_code on oidc_models(user_code);
