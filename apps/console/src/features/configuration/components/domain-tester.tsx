import {
  asciiReferrerDomain,
  matchingReferrerDomain,
  type PageOrigin,
  pageOrigin,
  suggestedReferrerDomain,
  type UsageOrigin,
} from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useFormEngine } from '../../../form-engine/engine-context';
import { useApiClient } from '../../../lib/api-context';

const REFERRER_DOMAINS = 'referrerDomains';

const domainsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

type Verdict =
  | { kind: 'invalid' }
  | { kind: 'allowed'; page: PageOrigin; domain: string; saved: boolean }
  | { kind: 'refused'; page: PageOrigin; add: string; savedDomain: string | null };

/**
 * Whether a page may load the widgets, with the rule the public path applies (shared matchingReferrerDomain),
 * against the list as edited, and whether that answer is saved yet.
 */
export function testPageAddress(address: string, edited: string[], saved: string[]): Verdict {
  const page = pageOrigin(address);
  if (!page) return { kind: 'invalid' };
  const domain = matchingReferrerDomain(edited, page);
  const savedDomain = matchingReferrerDomain(saved, page);
  if (domain) return { kind: 'allowed', page, domain, saved: savedDomain !== null };
  return { kind: 'refused', page, add: suggestedReferrerDomain(page), savedDomain };
}

/**
 * Under General's Referrer domains (decisions 071 and 075): what an empty list means, and a tester — enter a
 * page address, read whether the widgets will load there and, if not, which referrer domain to add.
 */
/**
 * The page origins that really asked for the website's widgets in the last 30 days (docs/product.md#usage-and-
 * health), refused ones first: the tester offers them as its suggestions.
 */
function useSeenOrigins(websiteId: string | undefined): string[] {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['usage-origins', 'tester', websiteId],
    enabled: websiteId !== undefined,
    queryFn: () =>
      api.get<UsageOrigin[]>(`/v1/usage/origins?${new URLSearchParams({ websiteId: websiteId ?? '' })}`),
    // Suggestions only: a failure leaves the tester as it was.
    retry: false,
  });
  return (query.data ?? [])
    .filter((origin) => origin.origin !== 'others')
    .sort((a, b) => Number(a.allowed) - Number(b.allowed))
    .map((origin) => origin.origin);
}

export function ReferrerDomainsHelp() {
  const { t } = useTranslation();
  const { document } = useFormEngine();
  const { setValue } = useFormContext();
  const edited = domainsOf(useWatch({ name: REFERRER_DOMAINS }));
  const saved = domainsOf(document.config[REFERRER_DOMAINS]);
  const [params] = useSearchParams();
  const { websiteId } = useParams();
  const seen = useSeenOrigins(websiteId);
  const [address, setAddress] = useState(params.get('origin') ?? '');
  const [tested, setTested] = useState<string | null>(params.get('origin'));
  const inputId = useId();
  const resultId = useId();
  const listId = useId();
  // Health's "Allow" opens this screen with `?allow={domain}&origin={page}`: the domain is added to the list
  // as edited, once, and saved (or not) by the screen's own save.
  const allowed = useRef(false);
  const allow = params.get('allow');
  useEffect(() => {
    if (allowed.current || allow === null) return;
    allowed.current = true;
    const domain = asciiReferrerDomain(allow);
    if (domain && !edited.includes(domain)) {
      setValue(REFERRER_DOMAINS, [...edited, domain], { shouldDirty: true, shouldTouch: true });
    }
  }, [allow, edited, setValue]);
  // Worked out again as the list changes: adding the suggested domain turns the answer to "allowed".
  const verdict = tested === null ? null : testPageAddress(tested, edited, saved);

  const test = () => setTested(address);
  const add = (domain: string) =>
    setValue(REFERRER_DOMAINS, [...edited, domain], { shouldDirty: true, shouldTouch: true });

  return (
    <div className="referrer-help mb-3">
      <p className="form-text mt-0" role="status">
        {edited.length === 0 ? t('domainTester.empty') : null}
      </p>
      <div className="domain-tester border rounded p-2">
        <label htmlFor={inputId} className="form-label small mb-1">
          {t('domainTester.label')}
        </label>
        <div className="input-group input-group-sm">
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            className="form-control"
            placeholder="https://www.club.com/standings"
            value={address}
            list={seen.length > 0 ? listId : undefined}
            aria-describedby={resultId}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              // Enter tests the address; it must not submit the configuration form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                test();
              }
            }}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={address.trim() === ''}
            onClick={test}
          >
            {t('domainTester.test')}
          </button>
        </div>
        {seen.length > 0 ? (
          <datalist id={listId}>
            {seen.map((origin) => (
              <option key={origin} value={origin} />
            ))}
          </datalist>
        ) : null}
        <div id={resultId} role="status" className="small mt-2">
          {verdict ? <VerdictText verdict={verdict} onAdd={add} /> : null}
        </div>
      </div>
    </div>
  );
}

function VerdictText({ verdict, onAdd }: { verdict: Verdict; onAdd: (domain: string) => void }) {
  const { t } = useTranslation();
  if (verdict.kind === 'invalid') return <p className="text-danger mb-0">{t('domainTester.invalid')}</p>;
  const origin = verdict.page.origin;
  if (verdict.kind === 'allowed') {
    return (
      <p className="mb-0">
        <span className="badge text-bg-success me-1">{t('domainTester.allowed')}</span>
        {t(verdict.saved ? 'domainTester.allowedSaved' : 'domainTester.allowedUnsaved', {
          origin,
          domain: verdict.domain,
        })}
      </p>
    );
  }
  return (
    <>
      <p className="mb-1">
        <span className="badge text-bg-danger me-1">{t('domainTester.refused')}</span>
        {verdict.savedDomain
          ? t('domainTester.refusedUnsaved', { origin, domain: verdict.savedDomain })
          : t('domainTester.refusedSaved', { origin })}{' '}
        {t('domainTester.toAdd', { domain: verdict.add })}
      </p>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onAdd(verdict.add)}>
        {t('domainTester.add', { domain: verdict.add })}
      </button>
    </>
  );
}
