-- Usage of the public widget path (docs/product.md#usage-and-health, decision 131): counted in each
-- instance's memory and added here in one statement at most every minute, so several instances add up.
-- Origins only: no address, cookie or page path is stored. Rows older than the retention are swept.

-- Requests per website, widget, hour (UTC) and outcome (served, revalidated, refused, notFound, limited,
-- error).
create table usage_counts (
  website_id text not null,
  widget text not null,
  hour timestamptz not null,
  outcome text not null,
  n bigint not null,
  primary key (website_id, hour, widget, outcome)
);
create index usage_counts_hour on usage_counts(hour);

-- The page origins that asked per website and day (UTC): allowed ones and refused ones (at most a cap of
-- distinct refused origins per website and day and instance; the rest under the origin 'others').
create table usage_origins (
  website_id text not null,
  day date not null,
  origin text not null,
  allowed boolean not null,
  n bigint not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  primary key (website_id, day, origin, allowed)
);
create index usage_origins_day on usage_origins(day);
