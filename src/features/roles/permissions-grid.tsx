import { useTranslation } from 'react-i18next';
import {
  OPERATIONS,
  RESOURCES,
  type Operation,
  type Permission,
  type Resource,
} from '../../../contract/permissions';
import { css } from '../../../styled-system/css';
import { scrollerStyle } from '../../ui/table';

export type Grid = Record<Resource, Record<Operation, boolean>>;

export function emptyGrid(): Grid {
  return Object.fromEntries(
    RESOURCES.map((r) => [r, { read: false, write: false, update: false }]),
  ) as Grid;
}

export function gridFrom(permissions: readonly Permission[]): Grid {
  const grid = emptyGrid();
  for (const { entity, allowedOps } of permissions) {
    if (entity in grid) grid[entity] = { ...allowedOps };
  }
  return grid;
}

/** Only resources with at least one operation are sent. */
export function permissionsFrom(grid: Grid): Permission[] {
  return RESOURCES.filter((r) => OPERATIONS.some((op) => grid[r][op])).map((entity) => ({
    entity,
    allowedOps: { ...grid[entity] },
  }));
}

const table = css({ inlineSize: 'full', borderCollapse: 'collapse', fontSize: 'sm' });
const cell = css({
  paddingBlock: '1',
  paddingInline: '2',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.100',
  textAlign: 'start',
});
const center = css({ textAlign: 'center' });
const box = css({
  inlineSize: '4',
  blockSize: '4',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

export interface PermissionsGridProps {
  value: Grid;
  onChange: (grid: Grid) => void;
  readOnly?: boolean;
  error?: string | undefined;
}

/** Resources x operations as native checkboxes: Tab moves between them, Space toggles. */
export function PermissionsGrid({
  value,
  onChange,
  readOnly = false,
  error,
}: PermissionsGridProps) {
  const { t } = useTranslation();
  const toggle = (resource: Resource, op: Operation) =>
    onChange({ ...value, [resource]: { ...value[resource], [op]: !value[resource][op] } });
  return (
    <div className={scrollerStyle}>
      <table
        className={table}
        data-testid="permissions-grid"
        aria-describedby={error ? 'permissions-error' : undefined}
      >
        <caption
          className={css({ textAlign: 'start', fontWeight: 'medium', paddingBlockEnd: '2' })}
        >
          {t('roles.permissions')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('roles.resource')}
            </th>
            {OPERATIONS.map((op) => (
              <th key={op} scope="col" className={`${cell} ${center}`}>
                {t(`roles.ops.${op}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RESOURCES.map((resource) => (
            <tr key={resource}>
              <th scope="row" className={cell}>
                {resource}
              </th>
              {OPERATIONS.map((op) => (
                <td key={op} className={`${cell} ${center}`}>
                  <input
                    type="checkbox"
                    className={box}
                    checked={value[resource][op]}
                    disabled={readOnly}
                    onChange={() => toggle(resource, op)}
                    aria-label={t('roles.cellLabel', { resource, operation: t(`roles.ops.${op}`) })}
                    data-testid={`perm-${resource}-${op}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
