import { useTranslation } from 'react-i18next';
import {
  OPERATIONS,
  OTHER_KEYS,
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

/**
 * One box toggled. Ticking write ticks update too (until now write let a role change records as
 * well, and most roles that add and remove also change); the admin may untick update after.
 */
export function toggleCell(grid: Grid, resource: Resource, op: Operation): Grid {
  const ops = { ...grid[resource], [op]: !grid[resource][op] };
  if (op === 'write' && ops.write) ops.update = true;
  return { ...grid, [resource]: ops };
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
const help = css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'gray.600' });
const group = css({ paddingBlockStart: '4', fontWeight: 'medium' });
const isOtherKey = (resource: Resource) => (OTHER_KEYS as readonly string[]).includes(resource);
const SPEC_RESOURCES = RESOURCES.filter((resource) => !isOtherKey(resource));
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

/**
 * Resources x operations as native checkboxes: Tab moves between them, Space toggles. Each column
 * says what it allows under its name (read sees, write creates and deletes, update changes), so a
 * phone shows it too; the spec's other keys follow in their own group, each with what it is.
 */
export function PermissionsGrid({
  value,
  onChange,
  readOnly = false,
  error,
}: PermissionsGridProps) {
  const { t } = useTranslation();
  const toggle = (resource: Resource, op: Operation) => onChange(toggleCell(value, resource, op));
  const row = (resource: Resource) => (
    <tr key={resource}>
      <th scope="row" className={cell}>
        {resource}
        {isOtherKey(resource) && <span className={help}>{t(`roles.keyHelp.${resource}`)}</span>}
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
  );
  return (
    <>
      <p id="permissions-help" className={help} data-testid="permissions-help">
        {t('roles.opsRule')}
      </p>
      <div className={scrollerStyle}>
        <table
          className={table}
          data-testid="permissions-grid"
          aria-describedby={error ? 'permissions-help permissions-error' : 'permissions-help'}
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
                  <span className={help}>{t(`roles.opsHelp.${op}`)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{SPEC_RESOURCES.map(row)}</tbody>
          <tbody data-testid="permissions-other-keys">
            <tr>
              <th scope="rowgroup" colSpan={OPERATIONS.length + 1} className={`${cell} ${group}`}>
                {t('roles.otherKeys')}
                <span className={help}>{t('roles.otherKeysNote')}</span>
              </th>
            </tr>
            {OTHER_KEYS.map(row)}
          </tbody>
        </table>
      </div>
    </>
  );
}
