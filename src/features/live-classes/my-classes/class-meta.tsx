import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { formatStart } from '../shared/live-class-time';
import { meta } from './card-styles';

/** Start, length, level, learners and tag of a class, as a description list. */
export function ClassMeta({ liveClass }: { liveClass: LiveClass }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    ['startsAt', formatStart(liveClass.startsAt, i18n.language)],
    ['durationMinutes', t('liveClasses.minutes', { count: liveClass.durationMinutes })],
    ['level', liveClass.level ?? t('liveClasses.none')],
    ['users', t('liveClasses.usersRange', { min: liveClass.minUsers, max: liveClass.maxUsers })],
  ];
  if (liveClass.tag) rows.push(['tag', liveClass.tag]);
  return (
    <dl className={meta}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`liveClasses.details.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
