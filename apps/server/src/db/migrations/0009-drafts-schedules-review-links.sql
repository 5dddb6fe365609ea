-- Drafts, scheduled publishing and review links (docs/product.md#drafts-and-scheduled-publishing, decisions
-- 115 and 116).

-- A screen's unpublished settings: at most one draft per (website, resource). `config` is the whole document
-- it would publish; `version` counts the draft's own saves (its ETag); `base_version` is the live version it
-- was made from, which a publish requires to be the live version still.
create table config_drafts (
  id bigint generated always as identity primary key,
  website_id text not null references websites(id) on delete cascade,
  resource text not null,
  config jsonb not null,
  version integer not null,
  base_version integer not null,
  author_sub text,
  updated_at timestamptz not null default now(),
  unique (website_id, resource)
);

-- When a draft goes live. `at` and `time_zone` are what the user chose (a local time in the website's time
-- zone); `due_at` is that instant. Every server polls for pending rows that are due and claims them with
-- FOR UPDATE SKIP LOCKED, so exactly one publishes each. A published row stays as the record ('done', let go
-- of its draft: draft_id null); discarding or publishing a draft by hand deletes its schedule.
create table scheduled_publishes (
  id bigint generated always as identity primary key,
  draft_id bigint unique references config_drafts(id) on delete cascade,
  website_id text not null references websites(id) on delete cascade,
  resource text not null,
  due_at timestamptz not null,
  at text not null,
  time_zone text not null,
  set_by text,
  set_at timestamptz not null default now(),
  status text not null check (status in ('pending', 'conflicted', 'failed', 'done')),
  message text,
  claimed_by text,
  claimed_at timestamptz,
  done_at timestamptz
);
create index scheduled_publishes_due on scheduled_publishes (due_at) where status = 'pending';

-- A link that shows a draft without a sign-in: only the SHA-256 of its token is stored, so the table never
-- holds a usable link.
create table review_links (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  website_id text not null references websites(id) on delete cascade,
  resource text not null,
  created_by text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index review_links_screen on review_links (website_id, resource, created_at desc);
