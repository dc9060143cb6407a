import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTeacherProfile, TeacherProfile } from '../../../contract/teachers';
import { css } from '../../../styled-system/css';
import { useTeachingTopics } from '../../api/teacher-profiles';
import { button } from '../../ui/buttons';
import { StatusBadge } from '../../ui/status-badge';
import { useValueText, VALUE_FIELDS } from './profile-values';
import { ProposeChangeModal } from './propose-change-modal';
import { RejectionNote } from './rejection-note';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: { base: '4', md: '5' },
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  maxInlineSize: '3xl',
});
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const note = css({ color: 'gray.700', fontSize: 'sm' });
const summary = css({ cursor: 'pointer', fontWeight: 'medium', color: 'brand.700' });
const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '1',
  marginBlockStart: '2',
});
const term = css({
  fontWeight: 'medium',
  color: 'gray.700',
  marginBlockStart: { base: '2', sm: '0' },
});
const value = css({ overflowWrap: 'anywhere' });

export interface MyProfileProps {
  mine: MyTeacherProfile & { profile: TeacherProfile };
}

/**
 * An accepted teacher's own profile on /home: its values, and a change to propose; while one
 * waits for review it says so, and a change sent back shows why.
 */
export function MyProfile({ mine }: MyProfileProps) {
  const { t } = useTranslation();
  const topics = useTeachingTopics();
  const valueText = useValueText(topics.data);
  const [proposing, setProposing] = useState(false);
  const { profile } = mine;
  const pending = profile.pendingChangeId !== null;
  const sentBack =
    !pending && mine.lastChangeStatus === 'rejected' && mine.lastRejection?.kind === 'change'
      ? mine.lastRejection
      : null;
  return (
    <section className={panel} aria-labelledby="my-profile-title" data-testid="my-teacher-profile">
      <div className={header}>
        <h2 id="my-profile-title" className={heading}>
          {t('teachers.mine.title')}
        </h2>
        {pending ? (
          <StatusBadge tone="warning" data-testid="my-profile-pending">
            {t('teachers.mine.pending')}
          </StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('teachers.status.accepted')}</StatusBadge>
        )}
      </div>
      <p className={note} role="status">
        {pending ? t('teachers.mine.pendingText') : t('teachers.mine.accepted')}
      </p>
      {sentBack && (
        <div data-testid="my-profile-rejected">
          <p className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
            {t('teachers.mine.rejected')}
          </p>
          <RejectionNote rejection={sentBack} />
          <p className={note}>{t('teachers.mine.rejectedText')}</p>
        </div>
      )}
      {!pending && mine.lastChangeStatus === 'approved' && (
        <p className={note} data-testid="my-profile-approved">
          {t('teachers.mine.approved')}
        </p>
      )}
      <details>
        <summary className={summary}>{t('teachers.mine.details')}</summary>
        <dl className={list} data-testid="my-profile-values">
          {VALUE_FIELDS.map((field) => (
            <div key={field} className={css({ display: 'contents' })}>
              <dt className={term}>{t(`teachers.fields.${field}`)}</dt>
              <dd className={value}>{valueText(field, profile)}</dd>
            </div>
          ))}
        </dl>
      </details>
      {!pending && (
        <div>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setProposing(true)}
            disabled={!topics.data}
            data-testid="my-profile-propose"
          >
            {t('teachers.mine.propose')}
          </button>
        </div>
      )}
      {proposing && topics.data && (
        <ProposeChangeModal
          profile={profile}
          topics={topics.data}
          onClose={() => setProposing(false)}
        />
      )}
    </section>
  );
}
