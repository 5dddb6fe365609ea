-- Back to one row per key updated by every flush (0011, 0018): what was not folded yet is folded now.
drop view usage_counts;
drop view usage_origins;
insert into usage_count_totals (website_id, widget, hour, outcome, n)
  select website_id, widget, hour, outcome, sum(n) from usage_count_deltas
   group by website_id, widget, hour, outcome
  on conflict (website_id, hour, widget, outcome) do update set n = usage_count_totals.n + excluded.n;
insert into usage_origin_totals (website_id, day, origin, allowed, n, first_seen, last_seen)
  select website_id, day, origin, allowed, sum(n), min(first_seen), max(last_seen) from usage_origin_deltas
   group by website_id, day, origin, allowed
  on conflict (website_id, day, origin, allowed) do update
    set n = usage_origin_totals.n + excluded.n,
        first_seen = least(usage_origin_totals.first_seen, excluded.first_seen),
        last_seen = greatest(usage_origin_totals.last_seen, excluded.last_seen);
drop table usage_count_deltas;
drop table usage_origin_deltas;
alter table usage_count_totals rename to usage_counts;
alter index usage_count_totals_pkey rename to usage_counts_pkey;
alter index usage_count_totals_hour rename to usage_counts_hour;
alter table usage_origin_totals rename to usage_origins;
alter index usage_origin_totals_pkey rename to usage_origins_pkey;
alter index usage_origin_totals_day rename to usage_origins_day;
alter table usage_counts set (fillfactor = 50);
alter table usage_origins set (fillfactor = 50);
