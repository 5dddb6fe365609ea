-- A review link shows the draft it was made for, never a later draft of the same screen: it belongs to that
-- draft and goes with it when the draft is published or discarded (docs/product.md#review-links). Links made
-- before this belong to their screen's draft now; those of a screen with none already answered 404.
alter table review_links add column draft_id bigint references config_drafts(id) on delete cascade;
update review_links l set draft_id = d.id
  from config_drafts d
 where d.website_id = l.website_id and d.resource = l.resource;
delete from review_links where draft_id is null;
alter table review_links alter column draft_id set not null;
create index review_links_draft on review_links (draft_id);
