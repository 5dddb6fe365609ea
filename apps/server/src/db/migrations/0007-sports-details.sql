-- The data of the detail widgets (decision 099): box scores with did-not-play players, match events, match
-- and team officials, team information, and the players out on the seed day. Like migration 0006, each table
-- reaches websites through one chain of cascading foreign keys, and bulky per-fixture data is arrays.

-- Team information: the year the club was founded and its captain (one of its players).
alter table sports_teams add column founded integer not null default 1900;
alter table sports_teams add column captain_person_id text;

-- Staff only: the role among the sport's entityOfficials codes (headCoach, officialA, …); null for players.
alter table sports_persons add column staff_role text;

-- Dressed for the fixture but did not play (no statistics line), in the order of the team's list.
alter table sports_fixture_statistics add column dnp_person_ids text[] not null default '{}';

-- The website's match officials (referees, scorers, …); fixtures name them by role.
create table sports_officials (
  website_id text not null references websites(id) on delete cascade,
  official_id text not null,
  first_name_local text not null,
  family_name_local text not null,
  first_name_latin text not null,
  family_name_latin text not null,
  nationality text not null,
  primary key (website_id, official_id)
);

-- One row per fixture. official_ids: the official of each matchOfficials code of the sport, in the list's
-- order. events: eight bytes per event (period; second of the period, two bytes little-endian; side 0 home,
-- 1 away, 255 neither; the index of its code in the sport's matchEvents list; then person, second person and
-- a last byte as indexes into person_ids, 255 for none, the last being a shoot-out attempt's 1 or 0 instead).
-- The encoding is modules/sports/match-events.ts. The box score's event-made figures are the events' tally
-- (decision 099). Bytes, not JSON or an integer array: the demo data holds about 700,000 events, and a hex
-- byte string parses many times faster.
create table sports_fixture_details (
  website_id text not null,
  fixture_id text not null,
  official_ids text[] not null,
  person_ids text[] not null,
  events bytea not null,
  primary key (website_id, fixture_id),
  foreign key (website_id, fixture_id) references sports_fixtures(website_id, fixture_id) on delete cascade
);

-- Players out of their team's next fixtures on the seed day, and when they are expected back.
create table sports_absences (
  website_id text not null,
  person_id text not null,
  team_id text not null,
  reason text not null check (reason in ('injury', 'illness', 'suspension')),
  expected_return date not null,
  primary key (website_id, person_id),
  foreign key (website_id, person_id) references sports_persons(website_id, person_id) on delete cascade
);
create index sports_absences_team on sports_absences(website_id, team_id);
