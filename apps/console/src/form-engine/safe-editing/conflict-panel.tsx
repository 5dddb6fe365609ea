import {
  type ChangeLine,
  type ConfigDocument,
  type FormValues,
  initialValues,
  type MergeUnit,
  type RevisionSummary,
  threeWay,
} from '@eua/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useFormatInstant as useFormatTime } from '../../lib/date-time';
import { useFormEngine } from '../engine-context';
import { useFormT } from '../use-form-t';
import { ChangeList, sentValues, useDescribeChanges } from './describe';
import { authorOf, listRevisions, revisionsQueryKey } from './revisions-api';

/** A save that met a newer version: the version the form was loaded from, what the user has, what is stored. */
export type Conflict = {
  base: ConfigDocument;
  mine: FormValues;
  current: ConfigDocument;
  /** Set when the write was a draft's (docs/product.md#drafts-and-scheduled-publishing): who saved it since. */
  draft?: { author: string; updatedAt: string; version: number };
};

/**
 * The form values after the user's choices: the stored version, with the user's value for every field only
 * they changed and for every field changed by both where they picked mine.
 */
export function mergeValues(
  theirs: FormValues,
  mine: FormValues,
  keepMine: readonly MergeUnit[],
): FormValues {
  const merged = { ...theirs };
  for (const unit of keepMine) for (const field of unit.fields) merged[field] = mine[field];
  return merged;
}

/**
 * The three-way view (decision 064), shown when a save answers 412: who saved in between and when; the
 * fields only they changed (taken over), only you changed (kept), and changed by both (you pick, field by
 * field). Applying puts the merged values in the form against the new version; nothing typed is lost until
 * the user chooses theirs.
 */
export function ConflictPanel(props: {
  conflict: Conflict;
  onApply: (values: FormValues, current: ConfigDocument) => void;
}) {
  const { conflict, onApply } = props;
  const { feature } = useFormEngine();
  const t = useFormT();
  const formatTime = useFormatTime();
  const describe = useDescribeChanges();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<Record<string, 'theirs' | 'mine'>>({});

  const base = useMemo(() => sentValues(feature, initialValues(feature, conflict.base)), [feature, conflict]);
  const mine = useMemo(() => sentValues(feature, conflict.mine), [feature, conflict]);
  const theirsValues = useMemo(() => initialValues(feature, conflict.current), [feature, conflict]);
  const theirs = useMemo(() => sentValues(feature, theirsValues), [feature, theirsValues]);
  const view = useMemo(() => threeWay(feature, base, mine, theirs), [feature, base, mine, theirs]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const linesOf = (units: MergeUnit[], before: Record<string, unknown>, after: Record<string, unknown>) => {
    const fields = new Set(units.flatMap((u) => u.fields));
    return describe(before, after).filter((line) => fields.has(line.field));
  };
  const lineFor = (unit: MergeUnit, after: Record<string, unknown>): ChangeLine[] =>
    linesOf([unit], base, after);
  const labelOf = (unit: MergeUnit) => {
    const field = feature.fields.find((f) => f.name === unit.key);
    return t(field?.label ?? unit.key);
  };
  const chosenAll = view.both.every((unit) => choices[unit.key]);

  const apply = () => {
    const keepMine = [...view.mine, ...view.both.filter((unit) => choices[unit.key] === 'mine')];
    onApply(mergeValues(theirsValues, conflict.mine, keepMine), conflict.current);
  };

  return (
    <section className="conflict-panel alert alert-warning mb-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('Someone else saved this screen while you were editing')}
      </h2>
      {conflict.draft ? (
        <ul className="mb-3">
          <li>
            {t('Draft saved by {{author}} on {{time}} (draft version {{version}})', {
              author: conflict.draft.author,
              time: formatTime(conflict.draft.updatedAt),
              version: conflict.draft.version,
            })}
          </li>
        </ul>
      ) : (
        <SavedSince version={conflict.base.version} current={conflict.current.version} />
      )}
      <h3 className="h6">{t('Changed only by them — taken over')}</h3>
      <ChangeList lines={linesOf(view.theirs, base, theirs)} empty={t('None.')} />
      <h3 className="h6 mt-3">{t('Changed only by you — kept')}</h3>
      <ChangeList lines={linesOf(view.mine, base, mine)} empty={t('None.')} />
      <h3 className="h6 mt-3">{t('Changed by both — choose which to keep')}</h3>
      {view.both.length === 0 ? <p className="text-body-secondary mb-0">{t('None.')}</p> : null}
      {view.both.map((unit) => (
        <fieldset key={unit.key} className="mb-2">
          <legend className="fs-6 fw-semibold mb-1">{labelOf(unit)}</legend>
          {(['theirs', 'mine'] as const).map((side) => {
            const id = `conflict-${unit.key}-${side}`;
            const lines = lineFor(unit, side === 'theirs' ? theirs : mine);
            return (
              <div className="form-check" key={side}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={id}
                  name={`conflict-${unit.key}`}
                  value={side}
                  checked={choices[unit.key] === side}
                  onChange={() => setChoices((current) => ({ ...current, [unit.key]: side }))}
                />
                <label className="form-check-label" htmlFor={id}>
                  {side === 'theirs' ? t('Theirs') : t('Mine')}
                  {lines.length > 0 ? `: ${lines.map((l) => l.text).join('; ')}` : ''}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="button" className="btn btn-primary" disabled={!chosenAll} onClick={apply}>
          {t('Apply and continue editing')}
        </button>
      </div>
      {!chosenAll ? (
        <p className="small mt-2 mb-0">{t('Choose theirs or mine for each field changed by both.')}</p>
      ) : (
        <p className="small mt-2 mb-0">
          {conflict.draft
            ? t(
                'The form will hold the merged values against draft version {{version}}; save the draft again to keep them.',
                {
                  version: conflict.draft.version,
                },
              )
            : t(
                'The form will hold the merged values against version {{version}}; save again to keep them.',
                {
                  version: conflict.current.version,
                },
              )}
        </p>
      )}
    </section>
  );
}

/**
 * Who saved since `version`: the revisions newer than it (the first page of the list History shows for the
 * stored version `current`, so opening History next costs nothing), or that `current` is now current. A
 * change of the customer's defaults listed there is no save of the website (decision 154).
 */
export function SavedSince({ version, current }: { version: number; current: number }) {
  const { feature, websiteId } = useFormEngine();
  const api = useApiClient();
  const t = useFormT();
  const formatTime = useFormatTime();
  const list = useInfiniteQuery({
    queryKey: revisionsQueryKey(websiteId, feature.resource, current),
    queryFn: ({ pageParam }) => listRevisions(api, websiteId, feature.resource, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    // Who saved last changes under anyone's feet: read afresh whenever the list is shown.
    staleTime: 0,
  });
  const writers: RevisionSummary[] | null = list.isError
    ? []
    : (list.data?.pages[0]?.data.filter((r) => r.version > version && !r.fromDefaults) ?? null);
  return writers === null ? (
    <p role="status">{t('Loading…')}</p>
  ) : (
    <ul className="mb-3">
      {writers.map((revision) => (
        <li key={revision.version}>
          {t('Saved by {{author}} on {{time}} (version {{version}})', {
            author: authorOf(revision, t),
            time: formatTime(revision.createdAt),
            version: revision.version,
          })}
        </li>
      ))}
      {writers.length === 0 ? (
        <li>{t('Version {{version}} is now current.', { version: current })}</li>
      ) : null}
    </ul>
  );
}
