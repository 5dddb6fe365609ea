import {
  type Competition,
  DEFAULT_COMPETITION_DISABLE,
  DEFAULT_SEASON_DESELECT,
  DEFAULT_SEASON_UNSELECT,
  type Season,
} from '@eua/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSeasonTree } from '../../api/get-season-tree';
import { useFormEngine } from '../../engine-context';
import { FieldError, useFieldLabel } from '../../field-frame';
import { type FieldBinding, useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';
import './season-tree.css';

/** Trees up to this many seasons open fully; larger ones open only the default organisation (decision 053). */
export const OPEN_ALL_LIMIT = 60;

type SeasonSet = Record<string, boolean>;
const asSet = (value: unknown): SeasonSet =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as SeasonSet) : {};
const without = (set: SeasonSet, ids: readonly string[]) =>
  Object.fromEntries(Object.entries(set).filter(([id, on]) => on === true && !ids.includes(id)));
const asId = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

function Badge() {
  const t = useFormT();
  return <span className="badge text-bg-primary ms-2">{t('Default')}</span>;
}

/**
 * The season rules (docs/product.md#editors): tick seasons as allowed (a competition's checkbox toggles all
 * its seasons); make an allowed season the default with its one "Make default" button, which sets default
 * season, competition and organisation together; the default season and its competition cannot be unticked
 * (trying says why); a season's tracking-data flag is offered only where the website has tracking data and
 * only for allowed seasons; badges mark the defaults. Its values are the hidden fields the definition names
 * in `controls` (decisions 053, 083).
 */
export function SeasonTreeWidget({ field }: WidgetProps) {
  const { websiteId, document } = useFormEngine();
  const t = useFormT();
  const self = useField(field.name);
  const label = useFieldLabel(self);
  const allowed = useField<unknown>('allowedSeasons');
  const tracking = useField<unknown>('useTrackingDataSeasons');
  const defaultSeason = useField<unknown>('defaultSeasonId');
  const defaultCompetition = useField<unknown>('defaultCompetitionId');
  const defaultOrganization = useField<unknown>('defaultOrganizationId');
  const { tree, error } = useSeasonTree(websiteId);
  const failure = error ? errorMessage(error) : null;
  const [open, setOpen] = useState<Set<string>>(new Set());

  const defaultSeasonId = asId(defaultSeason.value);
  const defaultCompetitionId = asId(defaultCompetition.value);
  const defaultOrganizationId = asId(defaultOrganization.value);
  const allowedSet = asSet(allowed.value);
  const trackingSet = asSet(tracking.value);
  const offersTracking =
    document.trackingData === true && (field.controls ?? []).includes('useTrackingDataSeasons');

  // What opens first is decided once, when the tree arrives; the default organisation only decides that.
  const [opened, setOpened] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultOrganizationId is read once on purpose
  useEffect(() => {
    if (!tree || opened) return;
    setOpened(true);
    const seasons = tree.organizations.flatMap((o) => o.competitions.flatMap((c) => c.seasons)).length;
    const initiallyOpen =
      seasons <= OPEN_ALL_LIMIT
        ? tree.organizations.map((o) => o.organizationId)
        : tree.organizations
            .filter((o) => o.organizationId === defaultOrganizationId)
            .map((o) => o.organizationId);
    setOpen(new Set(initiallyOpen));
  }, [tree, opened]);

  const defaultKnown = useMemo(
    () =>
      defaultSeasonId === null ||
      !tree ||
      tree.organizations.some((o) =>
        o.competitions.some((c) => c.seasons.some((s) => s.seasonId === defaultSeasonId)),
      ),
    [tree, defaultSeasonId],
  );

  const setAllowed = (seasonIds: string[], on: boolean) => {
    if (on) {
      allowed.onChange({
        ...without(allowedSet, []),
        ...Object.fromEntries(seasonIds.map((id) => [id, true])),
      });
      return;
    }
    // The default season is never unticked here (its checkbox is disabled); guard for keyboard shortcuts.
    const ids = seasonIds.filter((id) => id !== defaultSeasonId);
    allowed.onChange(without(allowedSet, ids));
    // Tracking data is used only for allowed seasons (docs/product.md#editors).
    if (ids.some((id) => trackingSet[id])) tracking.onChange(without(trackingSet, ids));
  };
  const setTracking = (seasonId: string, on: boolean) =>
    tracking.onChange(
      on ? { ...without(trackingSet, []), [seasonId]: true } : without(trackingSet, [seasonId]),
    );
  // What changed, for screen readers: the button that was pressed is gone once its season is the default.
  const [announcement, setAnnouncement] = useState('');
  const makeDefault = (organizationId: string, competitionId: string, season: Season, name: string) => {
    if (allowedSet[season.seasonId] !== true) return;
    defaultSeason.onChange(season.seasonId);
    defaultCompetition.onChange(competitionId);
    defaultOrganization.onChange(organizationId);
    setAnnouncement(t('{{season}} is now the default season.', { season: name }));
  };
  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const errors: FieldBinding<unknown>[] = [
    allowed,
    tracking,
    defaultSeason,
    defaultCompetition,
    defaultOrganization,
    self,
  ];
  const shown = errors.filter((b) => b.error);

  return (
    <fieldset
      className="mb-3 season-tree"
      id={self.id}
      aria-describedby={shown.map((b) => b.errorId).join(' ') || undefined}
    >
      <legend className="form-label fs-6">{label}</legend>
      <p className="form-text mt-0">
        {t('Tick the seasons the widgets may show, then make one of them the default.')}
      </p>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {!tree && !failure && (
        <div role="status" className="d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('Loading competitions…')}
        </div>
      )}
      {failure && (
        <div role="alert" className="alert alert-danger">
          {failure}
        </div>
      )}
      {tree && tree.organizations.length === 0 && (
        <p className="text-body-secondary">{t('No competitions found.')}</p>
      )}
      {tree && !defaultKnown && (
        <div role="alert" className="alert alert-warning py-1">
          {t('The default season {{id}} is not one of these seasons; choose another default.', {
            id: defaultSeasonId,
          })}
        </div>
      )}
      {tree && (
        <ul className="list-unstyled season-tree__organizations">
          {tree.organizations.map((org) => {
            const orgOpen = open.has(org.organizationId);
            const panelId = `${self.id}-org-${org.organizationId}`;
            return (
              <li key={org.organizationId} className="season-tree__organization">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start text-decoration-none fw-semibold season-tree__toggle"
                  aria-expanded={orgOpen}
                  aria-controls={panelId}
                  onClick={() => toggleOpen(org.organizationId)}
                >
                  <span aria-hidden="true" className="season-tree__caret me-1">
                    {orgOpen ? '▾' : '▸'}
                  </span>
                  {org.nameLocal}
                </button>
                {org.organizationId === defaultOrganizationId && <Badge />}
                {orgOpen && (
                  <ul id={panelId} className="list-unstyled ms-3" aria-label={org.nameLocal}>
                    {org.competitions.map((competition) => (
                      <CompetitionNode
                        key={competition.competitionId}
                        idPrefix={`${self.id}-c${competition.competitionId}`}
                        organizationId={org.organizationId}
                        competition={competition}
                        allowedSet={allowedSet}
                        trackingSet={trackingSet}
                        offersTracking={offersTracking}
                        defaultSeasonId={defaultSeasonId}
                        isDefaultCompetition={competition.competitionId === defaultCompetitionId}
                        setAllowed={setAllowed}
                        setTracking={setTracking}
                        makeDefault={makeDefault}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {shown.map((binding) => (
        <FieldError key={binding.name} binding={binding} />
      ))}
      <input type="hidden" name="defaultOrganizationId" value={defaultOrganizationId ?? ''} />
      <input type="hidden" name="defaultCompetitionId" value={defaultCompetitionId ?? ''} />
    </fieldset>
  );
}

type CompetitionNodeProps = {
  idPrefix: string;
  organizationId: string;
  competition: Competition & { seasons: Season[] };
  allowedSet: SeasonSet;
  trackingSet: SeasonSet;
  offersTracking: boolean;
  defaultSeasonId: string | null;
  isDefaultCompetition: boolean;
  setAllowed: (seasonIds: string[], on: boolean) => void;
  setTracking: (seasonId: string, on: boolean) => void;
  makeDefault: (organizationId: string, competitionId: string, season: Season, name: string) => void;
};

function CompetitionNode(props: CompetitionNodeProps) {
  const { idPrefix, organizationId, competition, allowedSet, trackingSet, offersTracking, defaultSeasonId } =
    props;
  const t = useFormT();
  const seasonIds = competition.seasons.map((s) => s.seasonId);
  const allowedCount = seasonIds.filter((id) => allowedSet[id] === true).length;
  const all = seasonIds.length > 0 && allowedCount === seasonIds.length;
  const some = allowedCount > 0 && !all;
  const holdsDefault = props.isDefaultCompetition || seasonIds.includes(defaultSeasonId ?? '');
  const checkboxId = `${idPrefix}-all`;
  const warningId = `${idPrefix}-warning`;
  // The default season and its competition cannot be unticked for now: their checkboxes stay focusable and
  // say they are unavailable (aria-disabled); a click or Space leaves them as they are (controlled) and shows
  // why, so each warning appears when it applies rather than at all times (decision 083).
  // Which refusal was last tried here: the competition's checkbox, or the default season's. Shown while it
  // still applies (the default has not moved since).
  const [refused, setRefused] = useState<string | null>(null);
  const competitionRefused = refused === 'competition' && holdsDefault;
  const seasonRows = useRef<Map<string, HTMLInputElement>>(new Map());
  const [focusAfterDefault, setFocusAfterDefault] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterDefault === null || focusAfterDefault !== defaultSeasonId) return;
    // The pressed button gave way to the badge: focus stays in the row, on the season's checkbox.
    seasonRows.current.get(focusAfterDefault)?.focus();
    setFocusAfterDefault(null);
  }, [focusAfterDefault, defaultSeasonId]);
  return (
    <li className="season-tree__competition mt-2">
      <div className="form-check">
        <input
          id={checkboxId}
          type="checkbox"
          name="competitions"
          value={competition.competitionId}
          className="form-check-input"
          checked={all}
          ref={(element) => {
            if (element) element.indeterminate = some;
          }}
          disabled={seasonIds.length === 0}
          aria-disabled={holdsDefault || undefined}
          title={holdsDefault ? t(DEFAULT_COMPETITION_DISABLE) : undefined}
          aria-describedby={competitionRefused ? warningId : undefined}
          onChange={() => {
            if (holdsDefault) setRefused('competition');
            else props.setAllowed(seasonIds, !all);
          }}
        />
        <label htmlFor={checkboxId} className="form-check-label fw-semibold">
          {competition.nameLocal}
        </label>
        {props.isDefaultCompetition && <Badge />}
        {competitionRefused && (
          <div id={warningId} role="alert" className="form-text text-warning-emphasis mt-0">
            {t(DEFAULT_COMPETITION_DISABLE)}
          </div>
        )}
      </div>
      <ul
        className={`list-unstyled season-tree__seasons${offersTracking ? ' season-tree__seasons--tracking' : ''}`}
        aria-label={competition.nameLocal}
      >
        {competition.seasons.map((season) => {
          const id = `${idPrefix}-s${season.seasonId}`;
          const name = `${season.nameLocal} (${competition.nameLocal})`;
          const isAllowed = allowedSet[season.seasonId] === true;
          const isDefault = season.seasonId === defaultSeasonId;
          const trackingEnabled = isAllowed && season.hasTrackingData;
          const seasonRefused = isDefault && refused === season.seasonId;
          return (
            <li key={season.seasonId} className="season-tree__season">
              <div className="form-check season-tree__name">
                <input
                  id={`${id}-allowed`}
                  ref={(element) => {
                    if (element) seasonRows.current.set(season.seasonId, element);
                    else seasonRows.current.delete(season.seasonId);
                  }}
                  type="checkbox"
                  name="allowedSeasons"
                  value={season.seasonId}
                  className="form-check-input"
                  checked={isAllowed}
                  aria-disabled={isDefault || undefined}
                  title={isDefault ? t(DEFAULT_SEASON_UNSELECT) : undefined}
                  aria-describedby={seasonRefused ? `${id}-warning` : undefined}
                  onChange={(e) => {
                    if (isDefault) setRefused(season.seasonId);
                    else props.setAllowed([season.seasonId], e.target.checked);
                  }}
                />
                <label htmlFor={`${id}-allowed`} className="form-check-label">
                  {season.nameLocal} <span className="visually-hidden">({competition.nameLocal})</span>
                </label>
              </div>
              {offersTracking && (
                <div className="form-check season-tree__tracking">
                  <input
                    id={`${id}-tracking`}
                    type="checkbox"
                    name="useTrackingDataSeasons"
                    value={season.seasonId}
                    className="form-check-input"
                    checked={trackingSet[season.seasonId] === true}
                    disabled={!trackingEnabled}
                    title={
                      !season.hasTrackingData
                        ? t('This season has no tracking data.')
                        : !isAllowed
                          ? t('Allow the season to use its tracking data.')
                          : undefined
                    }
                    onChange={(e) => props.setTracking(season.seasonId, e.target.checked)}
                  />
                  <label htmlFor={`${id}-tracking`} className="form-check-label">
                    {t('Use tracking data')} <span className="visually-hidden">{name}</span>
                  </label>
                </div>
              )}
              <div className="season-tree__default">
                {isDefault ? (
                  <Badge />
                ) : isAllowed ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary season-tree__make-default"
                    onClick={() => {
                      props.makeDefault(organizationId, competition.competitionId, season, name);
                      setRefused(null);
                      setFocusAfterDefault(season.seasonId);
                    }}
                  >
                    {t('Make default')} <span className="visually-hidden">{name}</span>
                  </button>
                ) : null}
              </div>
              {seasonRefused && (
                <div
                  id={`${id}-warning`}
                  role="alert"
                  className="form-text text-warning-emphasis mt-0 season-tree__warning"
                >
                  {t(DEFAULT_SEASON_DESELECT)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
