-- Usage flushes append (decision 162): each instance's flush inserts its counts as new rows of a table
-- without keys or indexes, never updating or checking a row; the retention sweep of every instance folds
-- those rows into one row per key of the totals (the tables of 0011, renamed). A reader sums both.
-- Existing rows become the totals as they are: nothing is moved or lost.
alter table usage_counts rename to usage_count_totals;
alter index usage_counts_pkey rename to usage_count_totals_pkey;
alter index usage_counts_hour rename to usage_count_totals_hour;
alter table usage_origins rename to usage_origin_totals;
alter index usage_origins_pkey rename to usage_origin_totals_pkey;
alter index usage_origins_day rename to usage_origin_totals_day;
-- The totals are written by the fold only (once an hour per instance), no longer every minute: full pages.
alter table usage_count_totals reset (fillfactor);
alter table usage_origin_totals reset (fillfactor);

-- What flushes added since the last fold: a row per counter and flush; the same key may appear many times.
create table usage_count_deltas (
  website_id text not null,
  widget text not null,
  hour timestamptz not null,
  outcome text not null,
  n bigint not null
);
create table usage_origin_deltas (
  website_id text not null,
  day date not null,
  origin text not null,
  allowed boolean not null,
  n bigint not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null
);

-- The old tables' names now show one row per key, totals and deltas summed, as before.
create view usage_counts as
  select website_id, widget, hour, outcome, sum(n)::bigint as n
    from (select website_id, widget, hour, outcome, n from usage_count_totals
          union all
          select website_id, widget, hour, outcome, n from usage_count_deltas) u
   group by website_id, widget, hour, outcome;
create view usage_origins as
  select website_id, day, origin, allowed, sum(n)::bigint as n, min(first_seen) as first_seen,
         max(last_seen) as last_seen
    from (select website_id, day, origin, allowed, n, first_seen, last_seen from usage_origin_totals
          union all
          select website_id, day, origin, allowed, n, first_seen, last_seen from usage_origin_deltas) u
   group by website_id, day, origin, allowed;
