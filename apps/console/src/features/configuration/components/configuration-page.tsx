import { type FeatureDefinition, featureList, isWidgetId, subjectOf, type WidgetSubject } from '@eua/shared';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { usePreferences } from '../../../components/preferences';
import { isDefaultsOwnerId } from '../../../form-engine/api/preview-defaults';
import { FeatureForm } from '../../../form-engine/feature-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type ChosenWebsite,
  getChosenWebsite,
  setChosenWebsite,
  useChosenWebsite,
} from '../../../lib/chosen-website';
import { useWebsite } from '../api/get-website';
import { ReferrerDomainsHelp } from './domain-tester';
import { EmbedSnippet } from './embed-snippet';
import { NotFoundPage } from './not-found-page';
import { type SubjectIds, WidgetPreview } from './preview/widget-preview';

export function findFeature(id: string | undefined): FeatureDefinition | undefined {
  return featureList.find((feature) => feature.id === id);
}

const noSubjectIds: SubjectIds = {};

/** General's referrer-domain tester under its field: one object, so the memoised fields are not rendered again. */
const generalExtras = { referrerDomains: <ReferrerDomainsHelp /> };

/**
 * `/configuration/{feature}` → the chosen website's screen; none chosen → the websites table
 * (docs/product.md#screens-and-layout).
 */
export function ConfigurationRedirect() {
  const { feature } = useParams();
  if (!findFeature(feature)) return <NotFoundPage />;
  const website = getChosenWebsite();
  if (!website) return <Navigate to="/select/website" replace />;
  return <Navigate to={`/configuration/${encodeURIComponent(website.websiteId)}/${feature}`} replace />;
}

/**
 * A screen's page actions (copy, export, import: docs/product.md#settings-that-move): another feature's, so
 * app/ hands them in (decision 123).
 */
export type ScreenActions = ComponentType<{
  website: { websiteId: string; name?: string };
  resource: string;
}>;

/**
 * The edit page (docs/product.md#screens-and-layout): sets websiteId from the route, reads the website's name
 * for the header and the title (feature title | website name | admin title), and renders the feature's form.
 */
export function ConfigurationPage(props: { actions: ScreenActions }) {
  const { actions: WebsiteActions } = props;
  const { websiteId = '', feature: featureId } = useParams();
  const { t } = useTranslation();
  const feature = findFeature(featureId);
  const website = useChosenWebsite();
  const { preview } = usePreferences();
  const query = useWebsite(websiteId, Boolean(feature));
  // The website chosen before this one, to go back to if the API refuses this one.
  const previous = useRef<ChosenWebsite | null>(null);

  useEffect(() => {
    if (!feature) return;
    const known = getChosenWebsite();
    previous.current = known?.websiteId === websiteId ? null : known;
    setChosenWebsite({ websiteId, name: known?.websiteId === websiteId ? known.name : undefined });
  }, [websiteId, feature]);

  const name = query.data?.name;
  useEffect(() => {
    if (feature && query.isSuccess) setChosenWebsite({ websiteId, name });
  }, [feature, query.isSuccess, websiteId, name]);

  const failure = query.error;
  useEffect(() => {
    if (!failure) return;
    // A website the API does not give this customer (unknown, or another customer's) is not "chosen": the
    // Manage menu and /configuration/{feature} lead back to the one chosen before, if any. Only an answer
    // says so: a request that never reached the server forgets nothing.
    const refused = failure instanceof ApiError && failure.status >= 400;
    if (refused && getChosenWebsite()?.websiteId === websiteId) setChosenWebsite(previous.current);
  }, [failure, websiteId]);
  const error = failure ? errorMessage(failure) : null;

  // The team, person or fixture the detail widgets' previews show and their snippets name (decision 111): one
  // per subject and website, kept across the website's screens and while the preview is switched off.
  const [picked, setPicked] = useState<{ websiteId: string; ids: SubjectIds }>({ websiteId, ids: {} });
  const subjectIds = picked.websiteId === websiteId ? picked.ids : noSubjectIds;
  const onSubjectId = useCallback(
    (subject: WidgetSubject, id: string) =>
      setPicked((current) => ({
        websiteId,
        ids: { ...(current.websiteId === websiteId ? current.ids : {}), [subject]: id },
      })),
    [websiteId],
  );

  if (!feature) return <NotFoundPage />;
  const websiteName = website?.websiteId === websiteId ? website.name : undefined;
  // Decisions 075, 111: every widget's screen (its feature id is a widget id) and General have a live preview
  // (the layout toggle shows or hides it); the widgets' screens an embed snippet; General a referrer-domain
  // tester.
  const widget = isWidgetId(feature.id) ? feature.id : null;
  const subject = widget ? subjectOf(widget) : null;
  const onGeneral = feature.id === 'general';
  const onTheme = feature.id === 'theme';
  // A customer's defaults are not served on the public widget path (docs/product.md#customer-defaults): no
  // preview and no embed code.
  const defaultsOwner = isDefaultsOwnerId(websiteId);
  const previewable = (widget !== null || onGeneral || onTheme) && !defaultsOwner;

  return (
    <PageWrapper
      title={feature.title}
      titleParts={[feature.title, websiteName]}
      // The customer's defaults are named for what they are ("Defaults · {customer}"), not as a website by id.
      subtitle={websiteName ? (defaultsOwner ? websiteName : `${websiteName} (ID ${websiteId})`) : undefined}
      layout={previewable ? 'preview' : 'width'}
      actions={
        error ? undefined : (
          <WebsiteActions website={{ websiteId, name: websiteName }} resource={feature.resource} />
        )
      }
    >
      {error ? (
        <div className="alert alert-danger" role="alert">
          {t('configuration.failed', { message: error })}
        </div>
      ) : (
        <>
          <FeatureForm
            key={`${websiteId}/${feature.id}`}
            feature={feature}
            websiteId={websiteId}
            aside={
              previewable && preview ? (
                <WidgetPreview
                  widget={widget}
                  onTheme={onTheme}
                  subjectIds={subjectIds}
                  onSubjectId={onSubjectId}
                />
              ) : undefined
            }
            // The domain tester asks whether a page may load this website's widgets: the defaults serve none.
            fieldExtras={onGeneral && !defaultsOwner ? generalExtras : undefined}
          />
          {widget && !defaultsOwner ? (
            <EmbedSnippet
              widget={widget}
              websiteId={websiteId}
              subjectId={subject ? subjectIds[subject] : undefined}
            />
          ) : null}
        </>
      )}
    </PageWrapper>
  );
}
