import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATIONS,
  RESOURCES,
  type Operation,
  type Resource,
} from '../../../contract/permissions';
import type { RoleSummary } from '../../../contract/roles';
import { css } from '../../../styled-system/css';
import { SelectField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { SwitchField } from '../../ui/switch-field';
import { cellStyle, TableScroller, tableStyle } from '../../ui/table';

const pickers = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '3',
});
const differs = css({ bg: 'amber.50', fontWeight: 'semibold' });
const srOnly = css({ srOnly: true });
const note = css({ color: 'gray.600' });

const flags = (role: RoleSummary | undefined, resource: Resource): Record<Operation, boolean> => {
  const entry = role?.permissions.find((permission) => permission.entity === resource);
  return {
    read: entry?.allowedOps.read === true,
    write: entry?.allowedOps.write === true,
    update: entry?.allowedOps.update === true,
  };
};

/** The rights of one role as a cell: "read, write" or a dash. */
function Rights({ of }: { of: Record<Operation, boolean> }) {
  const { t } = useTranslation();
  const held = OPERATIONS.filter((op) => of[op]);
  return (
    <>{held.length ? held.map((op) => t(`roles.ops.${op}`)).join(t('roles.compare.and')) : '—'}</>
  );
}

/**
 * Two roles side by side, every resource with the rights each grants, the rows that differ
 * marked (and said to a screen reader); "Only differences" leaves the rest out.
 */
export function CompareRolesModal({
  roles,
  onClose,
}: {
  roles: readonly RoleSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [leftId, setLeftId] = useState(roles[0]?.id ?? '');
  const [rightId, setRightId] = useState(roles[1]?.id ?? '');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const left = roles.find((role) => role.id === leftId);
  const right = roles.find((role) => role.id === rightId);
  const options = roles.map((role) => ({ value: role.id, label: role.name }));
  const rows = RESOURCES.map((resource) => {
    const a = flags(left, resource);
    const b = flags(right, resource);
    return { resource, a, b, differ: OPERATIONS.some((op) => a[op] !== b[op]) };
  });
  const shown = onlyDifferences ? rows.filter((row) => row.differ) : rows;
  const differences = rows.filter((row) => row.differ).length;
  return (
    <Modal open onClose={onClose} title={t('roles.compare.title')} size="lg" testId="roles-compare">
      <div className={pickers}>
        <SelectField
          id="compare-left"
          label={t('roles.compare.first')}
          value={leftId}
          onChange={setLeftId}
          options={options}
        />
        <SelectField
          id="compare-right"
          label={t('roles.compare.second')}
          value={rightId}
          onChange={setRightId}
          options={options}
        />
      </div>
      <p className={note} role="status" data-testid="roles-compare-count">
        {t('roles.compare.count', { count: differences })}
      </p>
      <SwitchField
        id="roles-compare-only"
        label={t('roles.compare.onlyDifferences')}
        checked={onlyDifferences}
        onChange={setOnlyDifferences}
      />
      <TableScroller labelledBy="roles-compare-caption">
        <table className={tableStyle} data-testid="roles-compare-table">
          <caption id="roles-compare-caption" className={srOnly}>
            {t('roles.compare.caption', { first: left?.name ?? '', second: right?.name ?? '' })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cellStyle}>
                {t('roles.resource')}
              </th>
              <th scope="col" className={cellStyle}>
                {left?.name}
              </th>
              <th scope="col" className={cellStyle}>
                {right?.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ resource, a, b, differ }) => (
              <tr
                key={resource}
                className={differ ? differs : undefined}
                data-testid={`compare-${resource}`}
              >
                <th scope="row" className={cellStyle}>
                  {resource}
                  {differ && <span className={srOnly}> ({t('roles.compare.differs')})</span>}
                </th>
                <td className={cellStyle}>
                  <Rights of={a} />
                </td>
                <td className={cellStyle}>
                  <Rights of={b} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Modal>
  );
}
