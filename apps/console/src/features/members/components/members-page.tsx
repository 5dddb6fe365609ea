import { type FieldError, type Member, type MemberRole, memberRoles, roleLabels } from '@eua/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { TableScroll } from '../../../components/table-scroll';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useIsAdmin } from '../../../lib/auth';
import { useAddMember, useChangeRole, useMembers, useRemoveMember } from '../api/members-api';

const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.errors.find((e: FieldError) => e.field === field)?.message : undefined;

/**
 * /members (docs/product.md#roles): the customer's members and their roles. Every member sees the list; an
 * Admin changes a role, adds an existing user by email and removes a member. The server keeps one Admin: its
 * refusal is shown with what to do instead.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const members = useMembers();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [notice, setNotice] = useState('');
  const failure = changeRole.error ?? remove.error;

  const roleName = (role: MemberRole) => t(`members.roles.${role}`, { defaultValue: roleLabels[role] });

  const onRole = (member: Member, role: MemberRole) => {
    setNotice('');
    changeRole.mutate(
      { userId: member.userId, role },
      { onSuccess: () => setNotice(t('members.roleChanged', { name: member.name, role: roleName(role) })) },
    );
  };

  return (
    <PageWrapper title={t('members.title')}>
      <p className="text-body-secondary">{isAdmin ? t('members.intro') : t('members.readOnly')}</p>
      <ul className="small text-body-secondary">
        {memberRoles.map((role) => (
          <li key={role}>
            <strong>{roleName(role)}</strong>: {t(`members.roleHelp.${role}`)}
          </li>
        ))}
      </ul>
      {members.isPending ? <Spinner /> : null}
      {members.error ? (
        <div className="alert alert-danger" role="alert">
          {t('members.loadFailed', { message: errorMessage(members.error) })}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {errorMessage(failure)}
          {failure instanceof ApiError && failure.status === 409 ? (
            <div className="small mt-1">{t('members.lastAdminHelp')}</div>
          ) : null}
        </div>
      ) : null}
      <div role="status" className={notice ? 'alert alert-success' : 'visually-hidden'}>
        {notice}
      </div>
      {members.data ? (
        <TableScroll label={t('members.caption')}>
          <table className="table align-middle">
            <caption className="caption-top">{t('members.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
                <th scope="col">{t('members.email')}</th>
                <th scope="col">{t('members.role')}</th>
                {isAdmin ? <th scope="col">{t('members.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.userId}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>
                    {isAdmin ? (
                      <select
                        className="form-select form-select-sm w-auto"
                        aria-label={t('members.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => onRole(member, event.target.value as MemberRole)}
                      >
                        {memberRoles.map((role) => (
                          <option key={role} value={role}>
                            {roleName(role)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      roleName(member.role)
                    )}
                  </td>
                  {isAdmin ? (
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('members.removeOne', { name: member.name })}
                        onClick={() => {
                          setNotice('');
                          setRemoving(member);
                        }}
                      >
                        {t('members.remove')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {isAdmin ? <AddMemberForm roleName={roleName} onAdded={setNotice} /> : null}
      {removing ? (
        <ModalDialog
          title={t('members.removeTitle', { name: removing.name })}
          body={t('members.removeBody', { name: removing.name, email: removing.email })}
          okLabel={t('members.remove')}
          cancelLabel={t('members.cancel')}
          okVariant="danger"
          initialFocus="cancel"
          onAnswer={(ok) => {
            const member = removing;
            setRemoving(null);
            if (ok) {
              remove.mutate(member.userId, {
                onSuccess: () => setNotice(t('members.removed', { name: member.name })),
              });
            }
          }}
        />
      ) : null}
    </PageWrapper>
  );
}

/** "Add a member": an existing user's email and a role; an unknown email is the email field's error. */
function AddMemberForm({
  roleName,
  onAdded,
}: {
  roleName: (role: MemberRole) => string;
  onAdded: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const add = useAddMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const emailError = fieldError(add.error, 'email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (added) => {
          setEmail('');
          onAdded(t('members.added', { name: added[0]?.name ?? email, role: roleName(role) }));
        },
      },
    );
  };

  return (
    <form className="card card-body mt-3" onSubmit={submit} noValidate aria-label={t('members.addTitle')}>
      <h2 className="h5">{t('members.addTitle')}</h2>
      <p className="small text-body-secondary">{t('members.addHelp')}</p>
      <div className="row g-2 align-items-start">
        <div className="col-sm-6">
          <label className="form-label" htmlFor={emailId}>
            {t('members.email')}
          </label>
          <input
            id={emailId}
            type="email"
            className={`form-control${emailError ? ' is-invalid' : ''}`}
            value={email}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError ? (
            <div id={errorId} className="invalid-feedback">
              {emailError}
            </div>
          ) : null}
        </div>
        <div className="col-sm-3">
          <label className="form-label" htmlFor={roleId}>
            {t('members.role')}
          </label>
          <select
            id={roleId}
            className="form-select"
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
          >
            {memberRoles.map((choice) => (
              <option key={choice} value={choice}>
                {roleName(choice)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3 pt-sm-4 mt-sm-2">
          <button type="submit" className="btn btn-primary" disabled={add.isPending || email.trim() === ''}>
            {t('members.add')}
          </button>
        </div>
      </div>
      {add.error && !emailError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {errorMessage(add.error)}
        </div>
      ) : null}
    </form>
  );
}
