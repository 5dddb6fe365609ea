-- Usage counts are added to every minute (0011): each flush updates the same rows again. Half-full pages leave
-- room for the new row versions beside the old ones (heap-only updates: no index entry is written), which
-- halves a flush's time on PostgreSQL (bench/usage-counting.ts, decision 152). Pages written before this keep
-- their fill until they are rewritten.
alter table usage_counts set (fillfactor = 50);
alter table usage_origins set (fillfactor = 50);
