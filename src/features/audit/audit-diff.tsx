import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/audit';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import { cellStyle, TableScroller, tableStyle, TableHead } from '../../ui/table';
import { formatMoment } from '../../i18n/format-date';
import { actorName, valueText } from './format';
import { dataStyle, mutedStyle } from './styles';

const metaStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: '4',
  rowGap: '1',
  marginBlockEnd: '4',
  '& dt': { fontWeight: 'medium' },
});
const actionsStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginBlockEnd: '4' });
const changedRow = css({ bg: 'amber.50' });
// A column's name stays whole; the table scrolls sideways on a phone instead.
const fieldName = css({ whiteSpace: 'nowrap', overflowWrap: 'normal' });
const badge = css({
  display: 'inline-block',
  marginInlineStart: '2',
  paddingInline: '2',
  borderRadius: 'full',
  bg: 'amber.200',
  color: 'amber.900',
  fontSize: 'xs',
  fontWeight: 'medium',
});

export interface AuditDiffProps {
  entry: AuditEntry;
  onClose: () => void;
  /** Filters the trail to this entry's actor, or to this record's history. */
  onActor: (actorId: string) => void;
  onRecord: (entry: AuditEntry) => void;
}

/** The fields of the entry: the changed ones first, then the rest, each before and after. */
function fieldsOf(entry: AuditEntry) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = new Set([...entry.changed, ...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .map((name) => ({
      name,
      changed: entry.changed.includes(name),
      // A changed column the trail does not show: a secret (its name only is recorded).
      hidden: !(name in before) && !(name in after),
      before: valueText(before[name]),
      after: valueText(after[name]),
    }))
    .sort((x, y) => Number(y.changed) - Number(x.changed) || x.name.localeCompare(y.name));
}

/** One entry: who, when, where and through which request, and its values before and after. */
export function AuditDiff({ entry, onClose, onActor, onRecord }: AuditDiffProps) {
  const { t, i18n } = useTranslation();
  const what = t(`audit.tables.${entry.table}`, { defaultValue: entry.table });
  const { actor } = entry;
  const who = actor ? actorName(actor) : null;
  const value = (text: string | null, hidden: boolean) =>
    hidden ? (
      <span className={mutedStyle}>{t('audit.hidden')}</span>
    ) : text === null ? (
      <span className={mutedStyle}>{t('audit.noValue')}</span>
    ) : (
      <span className={dataStyle} dir="auto">
        {text}
      </span>
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('audit.diffTitle', { what, action: t(`audit.actions.${entry.action}`) })}
      testId="audit-diff"
    >
      <h3 className={css({ srOnly: true })}>{t('audit.meta')}</h3>
      <dl className={metaStyle}>
        <dt>{t('audit.when')}</dt>
        <dd>{formatMoment(entry.at, i18n.language)}</dd>
        <dt>{t('audit.who')}</dt>
        <dd>{who ? <bdi>{who}</bdi> : t('audit.nobody')}</dd>
        <dt>{t('audit.organization')}</dt>
        <dd>
          {entry.organization ? (
            <bdi>{entry.organization.name ?? entry.organization.id}</bdi>
          ) : (
            t('audit.unknownOrganization')
          )}
        </dd>
        <dt>{t('audit.recordId')}</dt>
        <dd>
          <span className={dataStyle} dir="ltr">
            {entry.recordId}
          </span>
        </dd>
        <dt>{t('audit.route')}</dt>
        <dd>
          <span className={dataStyle} dir="ltr">
            {entry.route ?? t('audit.noValue')}
          </span>
        </dd>
        <dt>{t('audit.requestId')}</dt>
        <dd>
          <span className={dataStyle} dir="ltr">
            {entry.requestId ?? t('audit.noValue')}
          </span>
        </dd>
      </dl>
      <div className={actionsStyle}>
        {actor && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => onActor(actor.id)}
          >
            {t('audit.showActor', { name: who })}
          </button>
        )}
        {entry.recordId && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => onRecord(entry)}
          >
            {t('audit.showRecord')}
          </button>
        )}
      </div>
      <TableScroller
        label={t('audit.diffTitle', { what, action: t(`audit.actions.${entry.action}`) })}
      >
        <table className={tableStyle} data-testid="audit-diff-table">
          <TableHead labels={[t('audit.field'), t('audit.before'), t('audit.after')]} />
          <tbody>
            {fieldsOf(entry).map((field) => (
              <tr
                key={field.name}
                className={cx(field.changed && changedRow)}
                data-testid={`audit-field-${field.name}`}
              >
                <th scope="row" className={cellStyle}>
                  <span className={cx(dataStyle, fieldName)} dir="ltr">
                    {field.name}
                  </span>
                  {field.changed && <span className={badge}>{t('audit.changed')}</span>}
                </th>
                <td className={cellStyle}>{value(field.before, field.hidden)}</td>
                <td className={cellStyle}>{value(field.after, field.hidden)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Modal>
  );
}
