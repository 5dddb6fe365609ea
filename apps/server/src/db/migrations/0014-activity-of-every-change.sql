-- An activity log to trust (docs/product.md#activity, decision 129): every entry says what it changed in plain
-- words (`changes`, one line per field, old → new, as History says it), and the log records more than live
-- writes: `action` names what happened ('config-write' for a configuration write, saved or refused, as every
-- entry before this was; 'draft-saved', 'schedule-set', 'review-link-created' …). An entry of the customer as
-- a whole (a member's role, a webhook) names no website, screen or write source.
alter table activity add column action text not null default 'config-write';
alter table activity add column changes text[] not null default '{}';
alter table activity alter column website_id drop not null;
alter table activity alter column resource drop not null;
alter table activity alter column source_kind drop not null;
-- The retention sweep deletes entries older than the period, on every instance: by time alone.
create index activity_time on activity (created_at);
