import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MACHINES } from '../../../machines/registry';
import { css, cx } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field, SelectField } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { card, code, muted, row, sectionTitle, stack } from './machines-styles';
import { isRecordKind, RECORD_KINDS, RECORD_READERS, type RecordKind } from './records';
import { MachineSandbox } from './sandbox-section';

const form = cx(row, css({ alignItems: 'end' }));

/** `?record=liveClass:<id>`: the record the section opens, from the address. */
export function recordOf(text: string | null): { kind: RecordKind; id: string } | null {
  const [kind = '', id = ''] = (text ?? '').split(':');
  return isRecordKind(kind) && id.trim() ? { kind, id: id.trim() } : null;
}

function OpenRecord({ kind, id, callerId }: { kind: RecordKind; id: string; callerId: string }) {
  const { t } = useTranslation();
  const entry = MACHINES.find((machine) => machine.id === kind)!;
  const read = useQuery({
    queryKey: ['machines', 'record', kind, id],
    // The service's own message (404: no such record here) is what the tester reads.
    queryFn: async () => {
      try {
        return await RECORD_READERS[kind](id, callerId);
      } catch (error) {
        throw new Error((await toApiFailure(error)).message);
      }
    },
    retry: false,
    gcTime: 0,
  });
  if (read.isPending) return <Spinner label={t('machines.record.loading')} />;
  if (read.isError)
    return (
      <p role="alert" className={alertStyle} data-testid="record-failure">
        {translateMessage(read.error.message || 'machines.record.failed')}
      </p>
    );
  const record = read.data;
  return (
    <div className={stack} data-testid="record-machine">
      <p>
        {t('machines.record.opened', { kind: t(`machines.record.kinds.${kind}`) })}{' '}
        <bdi data-testid="record-name">{record.name}</bdi>{' '}
        <code className={code} dir="ltr">
          {id}
        </code>
      </p>
      {/* A new reading is a new copy: nothing carries over from the last one. */}
      <MachineSandbox
        key={read.dataUpdatedAt}
        entry={entry}
        from={{ label: `${kind} ${record.name}`, value: record.value, context: record.context }}
      />
    </div>
  );
}

/**
 * A stored record's machine: a QA person names a live class, a contract or a story by id (or
 * follows its screen's link) and sees where its machine stands now, what it accepts, and which
 * guard refuses the rest, on a copy that changes nothing stored.
 */
export function RecordSection({ callerId }: { callerId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const opened = recordOf(params.get('record'));
  const [kind, setKind] = useState<RecordKind>(opened?.kind ?? 'liveClass');
  const [id, setId] = useState(opened?.id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!id.trim()) return;
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.set('record', `${kind}:${id.trim()}`);
      return next;
    });
  };
  return (
    <section
      aria-labelledby="record-title"
      className={cx(card, stack, css({ overflowWrap: 'anywhere' }))}
      data-testid="record-section"
    >
      <div>
        <h2 id="record-title" className={sectionTitle}>
          {t('machines.record.title')}
        </h2>
        <p className={muted}>{t('machines.record.intro')}</p>
      </div>
      <form className={form} onSubmit={submit} noValidate aria-labelledby="record-title">
        <SelectField
          id="record-kind"
          label={t('machines.record.kind')}
          value={kind}
          onChange={(value) => isRecordKind(value) && setKind(value)}
          options={RECORD_KINDS.map((value) => ({
            value,
            label: t(`machines.record.kinds.${value}`),
          }))}
        />
        <Field
          id="record-id"
          label={t('machines.record.id')}
          value={id}
          onChange={setId}
          dir="ltr"
          spellCheck={false}
        />
        <button type="submit" className={button({ variant: 'primary' })} data-testid="record-open">
          {t('machines.record.open')}
        </button>
      </form>
      {opened && <OpenRecord key={`${opened.kind}:${opened.id}`} {...opened} callerId={callerId} />}
    </section>
  );
}
