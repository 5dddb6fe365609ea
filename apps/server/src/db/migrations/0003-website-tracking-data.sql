-- A website either has tracking data or not (docs/product.md#configuration-screens: useTrackingDataSeasons,
-- only for some websites); the General form offers the tracking-data season flags only when it does.
alter table websites add column tracking_data boolean not null default false;
