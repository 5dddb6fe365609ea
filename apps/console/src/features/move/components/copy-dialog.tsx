import { featureByResource, featureList, sectionsOf } from '@eua/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-context';
import { useDefaultsOwners, useWebsites } from '../../../lib/get-websites';
import { applyCopy, previewCopy } from '../api/move-api';
import { MoveDialog } from './move-dialog';
import { isDefaultsId, targetLabel, websiteLabel } from './website-label';
import { WhatIsSet } from './what-is-set';

/** A list of checkboxes in a fieldset: each item's label is its own. */
function CheckboxList(props: {
  legend: string;
  items: readonly { value: string; label: string; disabledReason?: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { legend, items, chosen, onChange } = props;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{legend}</legend>
      <div className="move-checkboxes">
        {items.map((item) => (
          <div className="form-check" key={item.value}>
            <input
              id={`move-${legend}-${item.value}`.replace(/[^A-Za-z0-9_-]/g, '-')}
              className="form-check-input"
              type="checkbox"
              disabled={item.disabledReason !== undefined}
              aria-describedby={
                item.disabledReason
                  ? `move-${legend}-${item.value}-why`.replace(/[^A-Za-z0-9_-]/g, '-')
                  : undefined
              }
              checked={chosen.includes(item.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? items.map((i) => i.value).filter((v) => v === item.value || chosen.includes(v))
                    : chosen.filter((v) => v !== item.value),
                )
              }
            />
            <label
              className="form-check-label"
              htmlFor={`move-${legend}-${item.value}`.replace(/[^A-Za-z0-9_-]/g, '-')}
            >
              {item.label}
            </label>
            {item.disabledReason ? (
              <div
                id={`move-${legend}-${item.value}-why`.replace(/[^A-Za-z0-9_-]/g, '-')}
                className="form-text mt-0"
              >
                {item.disabledReason}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Copy to other websites" (docs/product.md#settings-that-move): the customer's other websites to copy to,
 * the screens (from a screen: that one, with its sections to choose), a preview per target, then the apply.
 */
export function CopyDialog(props: {
  source: { websiteId: string; name?: string };
  /** Opened from a configuration screen: that screen, its sections offered. */
  resource?: string;
  onClose: () => void;
}) {
  const { source, resource, onClose } = props;
  const { t } = useTranslation();
  const api = useApiClient();
  const websites = useWebsites();
  // The customer's defaults of the source's sport can be copied to too (docs/product.md#customer-defaults).
  const owners = useDefaultsOwners(true);
  const fromDefaults = isDefaultsId(source.websiteId);
  const sourceSport = [...(websites.data ?? []), ...(owners.data ?? [])].find(
    (w) => w.websiteId === source.websiteId,
  )?.sport;
  const [targets, setTargets] = useState<string[]>([]);
  const [screens, setScreens] = useState<string[]>(() =>
    resource ? [resource] : featureList.map((feature) => feature.resource),
  );
  const feature = screens.length === 1 ? featureByResource(screens[0]!) : undefined;
  const sections = feature ? sectionsOf(feature).filter((section) => section.title) : [];
  const [chosenSections, setChosenSections] = useState<string[]>(() => sections.map((s) => s.id));

  const others = (websites.data ?? []).filter((website) => website.websiteId !== source.websiteId);
  // Listed once the source's sport is known, so another sport's defaults are never offered, even for a moment.
  const otherOwners = sourceSport
    ? (owners.data ?? []).filter((owner) => owner.websiteId !== source.websiteId)
    : [];
  const chosenDefaults = targets.some(isDefaultsId);
  const chosenWebsites = targets.filter((id) => !isDefaultsId(id)).length;
  const partial = feature && sections.length > 0 && chosenSections.length < sections.length;
  const body = {
    sourceWebsiteId: source.websiteId,
    targets,
    resources: screens,
    ...(partial && feature ? { sections: { [feature.resource]: chosenSections } } : {}),
  };
  const incomplete =
    targets.length === 0
      ? t('move.chooseTargets')
      : screens.length === 0 || (partial && chosenSections.length === 0)
        ? t('move.chooseScreens')
        : null;
  const name = targetLabel(source.websiteId, source.name);

  return (
    <MoveDialog
      title={t('move.copyTitle', { website: name })}
      choiceKey={JSON.stringify(body)}
      incomplete={incomplete}
      summary={<WhatIsSet websites={chosenWebsites} defaults={chosenDefaults} fromDefaults={fromDefaults} />}
      preview={() => previewCopy(api, body)}
      apply={(preview, mode, reason) => applyCopy(api, body, preview, mode, reason)}
      onClose={onClose}
      choices={
        <>
          {websites.isSuccess && others.length === 0 && otherOwners.length === 0 ? (
            <p>{t('move.noOtherWebsites')}</p>
          ) : null}
          <CheckboxList
            legend={t('move.targets')}
            items={[
              ...others.map((w) => ({ value: w.websiteId, label: websiteLabel(w.websiteId, w.name) })),
              // A defaults owner of another sport is followed by none of the source's sport: not copied to.
              ...otherOwners.map((owner) => ({
                value: owner.websiteId,
                label: owner.name,
                ...(owner.sport !== sourceSport
                  ? {
                      disabledReason: t('move.otherSportDefaults', {
                        sport: owner.sport,
                        from: sourceSport,
                      }),
                    }
                  : {}),
              })),
            ]}
            chosen={targets}
            onChange={setTargets}
          />
          <CheckboxList
            legend={t('move.screens')}
            items={featureList.map((f) => ({ value: f.resource, label: f.title }))}
            chosen={screens}
            onChange={(next) => {
              setScreens(next);
              const only = next.length === 1 ? featureByResource(next[0]!) : undefined;
              setChosenSections(
                only
                  ? sectionsOf(only)
                      .filter((s) => s.title)
                      .map((s) => s.id)
                  : [],
              );
            }}
          />
          {feature && sections.length > 0 ? (
            <CheckboxList
              legend={t('move.sectionsOf', { screen: feature.title })}
              items={sections.map((s) => ({ value: s.id, label: s.title }))}
              chosen={chosenSections}
              onChange={setChosenSections}
            />
          ) : null}
        </>
      }
    />
  );
}
