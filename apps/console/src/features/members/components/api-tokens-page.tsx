import {
  type ApiTokenRole,
  apiTokenRoles,
  type CreatedApiToken,
  type FieldError,
  MAX_API_TOKEN_DAYS,
  roleLabels,
} from '@eua/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { TableScroll } from '../../../components/table-scroll';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useIsAdmin } from '../../../lib/auth';
import { useFormatInstant } from '../../../lib/date-time';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/members-api';

const DEFAULT_DAYS = 90;

const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.errors.find((e: FieldError) => e.field === field)?.message : undefined;

/**
 * /api-tokens (docs/product.md#api-tokens): an Admin's page of the customer's API tokens. A new token's secret
 * is shown once, to copy; the list shows each token's role, expiry and last use, and revokes one at once.
 */
export function ApiTokensPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <PageWrapper title={t('apiTokens.title')}>
        <p>{t('apiTokens.adminsOnly')}</p>
      </PageWrapper>
    );
  }
  return <ApiTokensForAdmin />;
}

function ApiTokensForAdmin() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState('');
  const formatInstant = useFormatInstant();
  const date = (iso: string | null) => (iso ? formatInstant(iso) : t('apiTokens.never'));
  const roleName = (role: ApiTokenRole) => t(`members.roles.${role}`, { defaultValue: roleLabels[role] });

  return (
    <PageWrapper title={t('apiTokens.title')}>
      <p className="text-body-secondary">{t('apiTokens.intro')}</p>
      {created ? <NewSecret token={created} onDone={() => setCreated(null)} /> : null}
      <div role="status" className={notice ? 'alert alert-success' : 'visually-hidden'}>
        {notice}
      </div>
      {tokens.isPending ? <Spinner /> : null}
      {tokens.error ? (
        <div className="alert alert-danger" role="alert">
          {t('apiTokens.loadFailed', { message: errorMessage(tokens.error) })}
        </div>
      ) : null}
      {revoke.error ? (
        <div className="alert alert-danger" role="alert">
          {errorMessage(revoke.error)}
        </div>
      ) : null}
      {tokens.data?.length === 0 ? <p>{t('apiTokens.none')}</p> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <TableScroll label={t('apiTokens.caption')}>
          <table className="table align-middle">
            <caption className="caption-top">{t('apiTokens.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiTokens.name')}</th>
                <th scope="col">{t('apiTokens.role')}</th>
                <th scope="col">{t('apiTokens.expires')}</th>
                <th scope="col">{t('apiTokens.lastUsed')}</th>
                <th scope="col">{t('apiTokens.createdBy')}</th>
                <th scope="col">{t('apiTokens.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>{roleName(token.role)}</td>
                  <td>{date(token.expiresAt)}</td>
                  <td>{date(token.lastUsedAt)}</td>
                  <td>{token.createdBy ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('apiTokens.revokeOne', { name: token.name })}
                      onClick={() => {
                        setNotice('');
                        setRevoking(token);
                      }}
                    >
                      {t('apiTokens.revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <CreateTokenForm
        roleName={roleName}
        onCreated={(token) => {
          setNotice('');
          setCreated(token);
        }}
      />
      {revoking ? (
        <ModalDialog
          title={t('apiTokens.revokeTitle', { name: revoking.name })}
          body={t('apiTokens.revokeBody')}
          okLabel={t('apiTokens.revoke')}
          cancelLabel={t('members.cancel')}
          okVariant="danger"
          initialFocus="cancel"
          onAnswer={(ok) => {
            const token = revoking;
            setRevoking(null);
            if (ok) {
              revoke.mutate(token.id, {
                onSuccess: () => setNotice(t('apiTokens.revoked', { name: token.name })),
              });
            }
          }}
        />
      ) : null}
    </PageWrapper>
  );
}

/** The one time a token's secret shows: a read-only field to copy it from, and how to send it. */
function NewSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-1">{t('apiTokens.createdTitle', { name: token.name })}</p>
      <p className="mb-2">{t('apiTokens.copyNow')}</p>
      <label className="form-label" htmlFor={id}>
        {t('apiTokens.secret')}
      </label>
      <input id={id} ref={field} className="form-control font-monospace" readOnly value={token.secret} />
      <CopyButton text={token.secret} field={field} />
      <p className="small mt-2 mb-2">{t('apiTokens.howToUse')}</p>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
        {t('apiTokens.done')}
      </button>
    </div>
  );
}

function CreateTokenForm({
  roleName,
  onCreated,
}: {
  roleName: (role: ApiTokenRole) => string;
  onCreated: (token: CreatedApiToken) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiTokenRole>('viewer');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const nameId = useId();
  const roleId = useId();
  const daysId = useId();
  const nameError = fieldError(create.error, 'name');
  const daysError = fieldError(create.error, 'expiresInDays');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), role, expiresInDays: Number(days) },
      {
        onSuccess: (made) => {
          setName('');
          if (made[0]) onCreated(made[0]);
        },
      },
    );
  };

  return (
    <form
      className="card card-body mt-3"
      onSubmit={submit}
      noValidate
      aria-label={t('apiTokens.createTitle')}
    >
      <h2 className="h5">{t('apiTokens.createTitle')}</h2>
      <div className="row g-2 align-items-start">
        <div className="col-sm-5">
          <label className="form-label" htmlFor={nameId}>
            {t('apiTokens.name')}
          </label>
          <input
            id={nameId}
            className={`form-control${nameError ? ' is-invalid' : ''}`}
            value={name}
            maxLength={100}
            aria-invalid={nameError ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameError ? <div className="invalid-feedback">{nameError}</div> : null}
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={roleId}>
            {t('apiTokens.role')}
          </label>
          <select
            id={roleId}
            className="form-select"
            value={role}
            onChange={(event) => setRole(event.target.value as ApiTokenRole)}
          >
            {apiTokenRoles.map((choice) => (
              <option key={choice} value={choice}>
                {roleName(choice)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-2">
          <label className="form-label" htmlFor={daysId}>
            {t('apiTokens.days')}
          </label>
          <input
            id={daysId}
            type="number"
            min={1}
            max={MAX_API_TOKEN_DAYS}
            className={`form-control${daysError ? ' is-invalid' : ''}`}
            value={days}
            aria-invalid={daysError ? true : undefined}
            onChange={(event) => setDays(event.target.value)}
          />
          {daysError ? <div className="invalid-feedback">{daysError}</div> : null}
        </div>
        <div className="col-sm-2 pt-sm-4 mt-sm-2">
          <button type="submit" className="btn btn-primary" disabled={create.isPending || name.trim() === ''}>
            {t('apiTokens.create')}
          </button>
        </div>
      </div>
      {create.error && !nameError && !daysError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {errorMessage(create.error)}
        </div>
      ) : null}
    </form>
  );
}
