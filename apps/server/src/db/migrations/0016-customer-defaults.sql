-- Customer defaults (docs/product.md#customer-defaults, decision 144): the customer's defaults are an owner of
-- settings like a website, one per sport present among the customer's websites, so every screen, History,
-- draft, schedule, copy and import works on them as on a website. `kind` tells them apart: the websites list
-- and the public widget path show only 'website' rows. No configuration document is written: an existing
-- database keeps every stored value as the website's own, and empty defaults change no answer. The way back
-- is 0016-customer-defaults.down.sql (db/migrate.ts, `revertMigration`).
alter table websites add column kind text not null default 'website';
alter table websites add constraint websites_kind check (kind in ('website', 'defaults'));
create unique index websites_defaults_per_sport on websites (customer_id, sport) where kind = 'defaults';
insert into websites (id, customer_id, name, sport, tracking_data, kind)
select 'defaults-' || s.customer_id || '-' || s.sport,
       s.customer_id,
       'Defaults · ' || c.name || case when s.sports > 1 then ' · ' || initcap(s.sport) else '' end,
       s.sport,
       false,
       'defaults'
  from (select distinct customer_id, sport, count(*) over (partition by customer_id) as sports
          from (select distinct customer_id, sport from websites) d) s
  join customers c on c.id = s.customer_id
on conflict do nothing;
