import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  changedFields,
  type editConflictMachine,
  type FormValues,
} from '../../machines/edit-conflict.machine';
import { css } from '../../styled-system/css';
import { formatMoment } from '../i18n/format-date';
import { button } from './buttons';
import { mutedStyle } from './page-styles';
import { cellStyle, tableStyle, TableScroller } from './table';

export type EditConflictActor = ActorRefFrom<typeof editConflictMachine>;

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'amber.400',
  bg: 'amber.50',
  borderRadius: 'md',
});
const heading = css({ fontWeight: 'semibold' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const choice = css({ display: 'flex', gap: '2', alignItems: 'center' });

export interface EditConflictProps {
  actor: EditConflictActor;
  /** The form's fields: their labels, and how a value reads. */
  fields: { name: string; label: string }[];
  show: (field: string, value: unknown) => string;
  /** The form's values now. */
  mine: () => FormValues;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onSaveMerged: () => void;
}

/**
 * Someone saved the record while this form was open (a 412): who and when, what they changed
 * (as the form opened, theirs now, mine), then keep mine, take theirs, or merge field by field.
 * Drawn from the edit-conflict machine's state; shown above the form, which keeps the typed values.
 */
export function EditConflict(props: EditConflictProps) {
  const { t, i18n } = useTranslation();
  const state = useSelector(props.actor, (s) => s.value);
  const context = useSelector(props.actor, (s) => s.context);
  if (state === 'editing' || !context.theirs) return null;
  const theirs = context.theirs;
  const mine = props.mine();
  const changed = new Set(changedFields(context.base, theirs));
  const rows = props.fields.filter((field) => changed.has(field.name));
  const who = context.changedBy ?? t('editConflict.someone');
  return (
    <section
      role="alert"
      aria-labelledby="edit-conflict-title"
      className={panel}
      data-testid="edit-conflict"
    >
      <h3 id="edit-conflict-title" className={heading}>
        {t('editConflict.title')}
      </h3>
      <p>
        {context.changedAt
          ? t('editConflict.changedAt', {
              name: who,
              at: formatMoment(context.changedAt, i18n.language),
            })
          : t('editConflict.changed', { name: who })}
      </p>
      <TableScroller label={t('editConflict.fields')}>
        <table className={tableStyle}>
          <thead>
            <tr>
              <th className={cellStyle}>{t('editConflict.field')}</th>
              <th className={cellStyle}>{t('editConflict.opened')}</th>
              <th className={cellStyle}>{t('editConflict.theirs', { name: who })}</th>
              <th className={cellStyle}>{t('editConflict.mine')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ name, label }) => (
              <tr key={name} data-testid={`edit-conflict-${name}`}>
                <th scope="row" className={cellStyle}>
                  {label}
                </th>
                <td className={cellStyle}>
                  <bdi>{props.show(name, context.base[name])}</bdi>
                </td>
                <td className={cellStyle}>
                  {state === 'merging' ? (
                    <Choice actor={props.actor} field={name} side="theirs" label={label}>
                      {props.show(name, theirs[name])}
                    </Choice>
                  ) : (
                    <bdi>{props.show(name, theirs[name])}</bdi>
                  )}
                </td>
                <td className={cellStyle}>
                  {state === 'merging' ? (
                    <Choice actor={props.actor} field={name} side="mine" label={label}>
                      {props.show(name, mine[name])}
                    </Choice>
                  ) : (
                    <bdi>{props.show(name, mine[name])}</bdi>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {state === 'conflict' ? (
        <>
          <p className={mutedStyle}>{t('editConflict.explain')}</p>
          <div className={actions}>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              onClick={props.onKeepMine}
            >
              {t('editConflict.keepMine')}
            </button>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={props.onTakeTheirs}
            >
              {t('editConflict.takeTheirs')}
            </button>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => props.actor.send({ type: 'MERGE', mine })}
            >
              {t('editConflict.merge')}
            </button>
          </div>
        </>
      ) : (
        <div className={actions}>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={props.onSaveMerged}
          >
            {t('editConflict.saveMerged')}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => props.actor.send({ type: 'BACK' })}
          >
            {t('editConflict.back')}
          </button>
        </div>
      )}
    </section>
  );
}

function Choice(props: {
  actor: EditConflictActor;
  field: string;
  side: 'mine' | 'theirs';
  label: string;
  children: string;
}) {
  const { t } = useTranslation();
  const chosen = useSelector(props.actor, (s) => s.context.choices[props.field] === props.side);
  return (
    <label className={choice}>
      <input
        type="radio"
        name={`merge-${props.field}`}
        checked={chosen}
        aria-label={t(`editConflict.take.${props.side}`, { field: props.label })}
        onChange={() => props.actor.send({ type: 'CHOOSE', field: props.field, side: props.side })}
      />
      <bdi>{props.children}</bdi>
    </label>
  );
}
