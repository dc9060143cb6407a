import { useTranslation } from 'react-i18next';
import type { Rejection } from '../../../contract/teachers';
import { css } from '../../../styled-system/css';

const box = css({
  padding: '3',
  borderRadius: 'md',
  bg: 'amber.50',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'amber.200',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const title = css({ fontWeight: 'semibold' });
const reasons = css({ listStyle: 'disc', paddingInlineStart: '5' });

/** Why a profile (or a change) was sent back: the translated reasons and the reviewer's note. */
export function RejectionNote({ rejection }: { rejection: Rejection }) {
  const { t } = useTranslation();
  return (
    <div className={box} data-testid="rejection-note">
      <p className={title}>{t('teachers.wizard.reasonsHeading')}</p>
      <ul className={reasons}>
        {rejection.reasons.map((reason) => (
          <li key={reason}>{t(`teachers.reasons.${reason}`)}</li>
        ))}
      </ul>
      {rejection.note && <p data-testid="rejection-note-text">{rejection.note}</p>}
    </div>
  );
}
