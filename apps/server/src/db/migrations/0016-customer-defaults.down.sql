-- The way back from 0016-customer-defaults.sql (decision 144): what every website shows stays as it is. Each
-- value a website inherits from its customer's defaults becomes the website's own (its document merged over
-- the defaults' document, a new version), then the defaults owners, their documents, revisions, drafts and
-- schedules (cascading from `websites`) and the column go.
insert into configs (website_id, resource, document, version, updated_at, updated_by)
select w.id, d.resource, d.document, 1, now(), d.updated_by
  from websites w
  join websites o on o.kind = 'defaults' and o.customer_id = w.customer_id and o.sport = w.sport
  join configs d on d.website_id = o.id
 where w.kind = 'website'
on conflict (website_id, resource) do update
   set document = excluded.document || configs.document, version = configs.version + 1, updated_at = now()
 where not (excluded.document || configs.document) = configs.document;
delete from websites where kind = 'defaults';
drop index websites_defaults_per_sport;
alter table websites drop constraint websites_kind;
alter table websites drop column kind;
