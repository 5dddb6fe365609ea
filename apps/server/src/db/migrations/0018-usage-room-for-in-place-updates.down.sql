-- Back to full pages (0018): rows written meanwhile keep their place until rewritten.
alter table usage_counts reset (fillfactor);
alter table usage_origins reset (fillfactor);
