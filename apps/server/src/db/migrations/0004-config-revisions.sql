-- Revisions of configuration documents (docs/product.md#safe-editing, decision 064): one row per successful
-- write, stored in the same transaction as the write; history, diffs and restore read them.
create table config_revisions (
  website_id text not null references websites(id) on delete cascade,
  resource text not null,
  version integer not null,
  author_sub text,
  author_email text,
  created_at timestamptz not null default now(),
  document jsonb not null,
  changed_fields text[] not null default '{}',
  primary key (website_id, resource, version)
);

-- A database written before revisions existed: each document's current version becomes its first revision,
-- so the history has a base to compare the next write with.
insert into config_revisions (website_id, resource, version, author_sub, author_email, created_at, document)
select c.website_id, c.resource, c.version, c.updated_by, u.email, c.updated_at, c.document
  from configs c left join users u on u.id = c.updated_by;
