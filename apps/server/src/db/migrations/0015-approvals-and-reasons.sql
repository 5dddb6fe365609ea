-- Approval before publishing and reasons (docs/product.md#approvals, decisions 141–143). A customer's policy:
-- how many other people approve a change before it goes live (0: none), and whether every change needs a
-- reason. No row: the defaults (0, false). To undo: drop the two tables and the three columns below.
create table customer_policies (
  customer_id text primary key references customers(id) on delete cascade,
  approvals_required integer not null default 0 check (approvals_required between 0 and 3),
  reasons_required boolean not null default false,
  updated_by text,
  updated_at timestamptz not null default now()
);

-- A draft that asks for approval: who asked, when, and why. It stays asked while the draft changes; the
-- approvals given to an earlier version of it no longer count.
alter table config_drafts add column approval_requested_by text;
alter table config_drafts add column approval_requested_at timestamptz;
alter table config_drafts add column reason text;

-- An approver's decision on one version of a draft: approvals count only while the draft is at that version.
create table draft_decisions (
  id bigint generated always as identity primary key,
  draft_id bigint not null references config_drafts(id) on delete cascade,
  draft_version integer not null,
  approver_sub text not null,
  decision text not null check (decision in ('approved', 'rejected')),
  comment text,
  created_at timestamptz not null default now()
);
create index draft_decisions_draft on draft_decisions (draft_id, draft_version);

-- The reason of a write travels with it: on its revision and its activity entry.
alter table config_revisions add column reason text;
alter table activity add column reason text;
