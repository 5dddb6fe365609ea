-- Where each configuration write came from (docs/product.md#write-sources, decision 104): the source's kind
-- and its detail, on the revision. Null for the initial data and for revisions stored before sources were.
alter table config_revisions add column source_kind text;
alter table config_revisions add column source_detail jsonb;

-- The activity log (docs/product.md#activity, decision 105): per customer, append-only, one row per
-- configuration write — stored in the same statement as a write it records, in a small transaction of its
-- own for a write that was refused. No foreign key to websites: the log outlives a website and keeps its
-- name as it was.
create table activity (
  id bigint generated always as identity primary key,
  customer_id text not null references customers(id) on delete cascade,
  created_at timestamptz not null default now(),
  user_sub text,
  user_name text,
  user_email text,
  website_id text not null,
  website_name text,
  resource text not null,
  source_kind text not null,
  source_detail jsonb,
  -- 'saved', or 'refused' with the status and message the writer was answered.
  outcome text not null check (outcome in ('saved', 'refused')),
  status integer not null,
  message text,
  version integer,
  changed_fields text[] not null default '{}'
);
-- The keyset of every page, newest first, and one per filter a page is usually narrowed by.
create index activity_customer_time on activity (customer_id, created_at desc, id desc);
create index activity_customer_website_time on activity (customer_id, website_id, created_at desc, id desc);
create index activity_customer_user_time on activity (customer_id, user_sub, created_at desc, id desc);
create index activity_customer_resource_time on activity (customer_id, resource, created_at desc, id desc);
