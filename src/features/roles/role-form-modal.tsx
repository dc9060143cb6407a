import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleBodySchema, type RoleSummary } from '../../../contract/roles';
import { css } from '../../../styled-system/css';
import { ApiFailure, toApiFailure } from '../../api/api-failure';
import { useSaveRole } from '../../api/roles';
import { translateMessage } from '../../i18n/i18n';
import { checkBody } from '../../ui/contract-resolver';
import { alertStyle, Field } from '../../ui/field';
import { focusFirstErrorSoon } from '../../ui/first-error-focus';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { emptyGrid, gridFrom, PermissionsGrid, permissionsFrom } from './permissions-grid';
import { FormActions } from '../../ui/form-actions';

// A fieldset is as wide as its widest content unless told otherwise; the grid scrolls instead.
const form = css({ display: 'flex', flexDirection: 'column', gap: '4', minInlineSize: '0' });
// Name and number side by side, one above the other on a phone.
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '2fr 1fr' },
  gap: '4',
});
const fieldError = css({ fontSize: 'sm', color: 'red.700' });

export interface RoleFormModalProps {
  /** null: a new role. */
  role: RoleSummary | null;
  readOnly: boolean;
  onClose: () => void;
}

/** Create, edit or (read-only) view a role: name, number and the permissions grid. */
export function RoleFormModal({ role, readOnly, onClose }: RoleFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [number, setNumber] = useState(role ? String(role.number) : '');
  const [grid, setGrid] = useState(() => (role ? gridFrom(role.permissions) : emptyGrid()));
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // The contract's rules broken before sending, or the service's field errors.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const fieldErrors = { ...failure?.fieldErrors, ...checked };
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    setFailure(null);
    const { data: body, errors } = checkBody(roleBodySchema, {
      name: name.trim(),
      number: number.trim() === '' ? Number.NaN : Number(number),
      permissions: permissionsFrom(grid),
    });
    setChecked(errors ?? {});
    if (!body) return void focusFirstErrorSoon(formRef.current);
    try {
      const { message } = await save.mutateAsync({ id: role?.id ?? null, role: body });
      notify('success', message || (role ? 'roles.updated' : 'roles.created'));
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
      focusFirstErrorSoon(formRef.current);
    }
  };

  const title = readOnly ? t('roles.view') : role ? t('roles.edit') : t('roles.create');
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="role-form-modal">
      <form
        ref={formRef}
        className={form}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={title}
      >
        {failure && (
          <p role="alert" className={alertStyle} data-testid="role-form-error">
            {translateMessage(failure.message)}
          </p>
        )}
        <fieldset className={form} disabled={save.isPending} style={{ border: 'none' }}>
          <div className={row}>
            <Field
              id="role-name"
              label={t('roles.name')}
              required
              readOnly={readOnly}
              value={name}
              onChange={setName}
              error={fieldErrors.name}
            />
            <Field
              id="role-number"
              label={t('roles.number')}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              required
              readOnly={readOnly}
              value={number}
              onChange={setNumber}
              error={fieldErrors.number}
            />
          </div>
          <PermissionsGrid
            value={grid}
            onChange={setGrid}
            readOnly={readOnly}
            error={fieldErrors.permissions}
          />
          {fieldErrors.permissions && (
            <span id="permissions-error" className={fieldError}>
              {translateMessage(fieldErrors.permissions)}
            </span>
          )}
          <FormActions
            onCancel={onClose}
            cancelLabel={readOnly ? t('common.close') : undefined}
            hideSubmit={readOnly}
            busy={save.isPending}
            submitTestId="role-save"
            submitLabel={save.isPending ? t('roles.saving') : t('roles.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
