import {
  type CreatedWebhook,
  type Webhook,
  type WebhookEventType,
  webhookBodySchema,
  webhookEventLabels,
  webhookEventsSentLater,
  webhookEventTypes,
} from '@eua/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { TableScroll } from '../../../components/table-scroll';
import { errorMessage } from '../../../lib/api-client';
import { useFormatInstant } from '../../../lib/date-time';
import {
  useChangeWebhook,
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks-api';

/** The form that adds an endpoint, checked with the schema the server checks the body with. */
function AddWebhookForm({ onCreated }: { onCreated: (made: CreatedWebhook) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['change.published']);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { url, description, events };
    const checked = webhookBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (made) => {
        setUrl('');
        setDescription('');
        onCreated(made);
      },
    });
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((chosen) =>
      on
        ? webhookEventTypes.filter((one) => one === type || chosen.includes(one))
        : chosen.filter((one) => one !== type),
    );

  return (
    <form className="card card-body mb-4" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        {t('webhooks.add')}
      </h2>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-url`}>
          {t('webhooks.url')}
        </label>
        <input
          id={`${id}-url`}
          className={`form-control${errors.url ? ' is-invalid' : ''}`}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-describedby={`${id}-url-hint${errors.url ? ` ${id}-url-error` : ''}`}
          aria-invalid={errors.url ? true : undefined}
        />
        <div id={`${id}-url-hint`} className="form-text">
          {t('webhooks.urlHint')}
        </div>
        {errors.url ? (
          <div id={`${id}-url-error`} className="invalid-feedback">
            {errors.url}
          </div>
        ) : null}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-description`}>
          {t('webhooks.description')}
        </label>
        <input
          id={`${id}-description`}
          className="form-control"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('webhooks.events')}</legend>
        {webhookEventTypes.map((type) => (
          <div className="form-check" key={type}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${type}`}
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${type}`}>
              {webhookEventLabels[type]}
              {webhookEventsSentLater.includes(type) ? (
                <span className="text-body-secondary"> {t('webhooks.later')}</span>
              ) : null}
            </label>
          </div>
        ))}
        {errors.events ? <div className="text-danger small">{errors.events}</div> : null}
      </fieldset>
      {create.error ? (
        <div className="alert alert-danger" role="alert">
          {t('webhooks.saveFailed', { message: errorMessage(create.error) })}
        </div>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? t('webhooks.saving') : t('webhooks.save')}
        </button>
      </div>
    </form>
  );
}

/** The secret of the endpoint just added: shown this once. */
function SecretShownOnce({ made, onDone }: { made: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="alert alert-success" role="status">
      <label className="form-label fw-semibold" htmlFor={id}>
        {t('webhooks.secretTitle')}
      </label>
      <div className="input-group mb-2">
        <input ref={field} id={id} className="form-control font-monospace" readOnly value={made.secret} />
        <CopyButton text={made.secret} field={field} />
      </div>
      <p className="mb-2">{t('webhooks.secretNote')}</p>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
        {t('webhooks.dismiss')}
      </button>
    </div>
  );
}

/** An endpoint's delivery log with "Redeliver" on each delivery. */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const formatTime = useFormatInstant();
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliver(webhook.id);
  const caption = t('webhooks.deliveriesOf', { url: webhook.url });
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.error) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('webhooks.loadFailed', { message: errorMessage(deliveries.error) })}
      </div>
    );
  }
  if (deliveries.data.length === 0)
    return <p className="text-body-secondary">{t('webhooks.noDeliveries')}</p>;
  return (
    <TableScroll label={caption}>
      <table className="table table-sm align-middle mb-0">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.event')}</th>
            <th scope="col">{t('webhooks.when')}</th>
            <th scope="col">{t('webhooks.status')}</th>
            <th scope="col">{t('webhooks.answer')}</th>
            <th scope="col">{t('webhooks.took')}</th>
            <th scope="col">{t('webhooks.attempts')}</th>
            <th scope="col">{t('webhooks.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id}>
              <td>{webhookEventLabels[delivery.eventType]}</td>
              <td>{formatTime(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
              <td>
                {t(`webhooks.deliveryStatus.${delivery.status}`)}
                {delivery.error ? <div className="small text-body-secondary">{delivery.error}</div> : null}
              </td>
              <td>{delivery.responseStatus ?? (delivery.attempts > 0 ? t('webhooks.noAnswer') : '')}</td>
              <td>
                {delivery.durationMs === null
                  ? ''
                  : t('webhooks.milliseconds', { count: delivery.durationMs })}
              </td>
              <td>{delivery.attempts}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={redeliver.isPending}
                  onClick={() => redeliver.mutate(delivery.id)}
                >
                  {t('webhooks.redeliver')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {redeliver.error ? (
        <div className="alert alert-danger mt-2" role="alert">
          {t('webhooks.redeliverFailed', { message: errorMessage(redeliver.error) })}
        </div>
      ) : null}
    </TableScroll>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const formatTime = useFormatInstant();
  const change = useChangeWebhook();
  const remove = useDeleteWebhook();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const status = webhook.enabled
    ? t('webhooks.enabled')
    : webhook.pausedReason === 'failing'
      ? t('webhooks.failing')
      : t('webhooks.paused');
  const failure = change.error ?? remove.error;
  return (
    <>
      <tr>
        <td className="text-break">
          {webhook.url}
          {webhook.description ? (
            <div className="small text-body-secondary">{webhook.description}</div>
          ) : null}
        </td>
        <td>{webhook.events.map((type) => webhookEventLabels[type]).join(', ')}</td>
        <td>
          {status}
          {webhook.failingSince ? (
            <div className="small text-danger-emphasis">
              {t('webhooks.failingSince', { time: formatTime(webhook.failingSince) })}
            </div>
          ) : null}
        </td>
        <td>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: webhook.id, change: { enabled: !webhook.enabled } })}
            >
              {webhook.enabled ? t('webhooks.pause') : t('webhooks.enable')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              {t('webhooks.delete')}
            </button>
          </div>
          {confirming ? (
            <fieldset className="mt-2">
              <legend className="small mb-1 fs-6">{t('webhooks.confirmDelete', { url: webhook.url })}</legend>
              <button
                type="button"
                className="btn btn-danger btn-sm me-2"
                disabled={remove.isPending}
                onClick={() => remove.mutate(webhook.id)}
              >
                {t('webhooks.confirm')}
              </button>
              <button type="button" className="btn btn-link btn-sm" onClick={() => setConfirming(false)}>
                {t('webhooks.cancel')}
              </button>
            </fieldset>
          ) : null}
          {failure ? (
            <div className="alert alert-danger mt-2 mb-0" role="alert">
              {t('webhooks.changeFailed', { message: errorMessage(failure) })}
            </div>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={4}>
            <Deliveries webhook={webhook} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * /webhooks (docs/product.md#webhooks): the customer's webhook endpoints — add one (its secret shown once),
 * pause, enable or delete it, and read what was delivered to it.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  const caption = t('webhooks.caption');
  return (
    <PageWrapper title={t('webhooks.title')}>
      <p className="text-body-secondary">{t('webhooks.intro')}</p>
      {made ? <SecretShownOnce made={made} onDone={() => setMade(null)} /> : null}
      <AddWebhookForm onCreated={setMade} />
      {webhooks.isPending ? <Spinner /> : null}
      {webhooks.error ? (
        <div className="alert alert-danger" role="alert">
          {t('webhooks.loadFailed', { message: errorMessage(webhooks.error) })}
        </div>
      ) : null}
      {webhooks.data?.length === 0 ? <p>{t('webhooks.none')}</p> : null}
      {webhooks.data && webhooks.data.length > 0 ? (
        <TableScroll label={caption}>
          <table className="table align-middle">
            <caption className="caption-top">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.url')}</th>
                <th scope="col">{t('webhooks.events')}</th>
                <th scope="col">{t('webhooks.status')}</th>
                <th scope="col">{t('webhooks.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.data.map((webhook) => (
                <WebhookRow key={webhook.id} webhook={webhook} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </PageWrapper>
  );
}
