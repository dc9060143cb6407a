import { useSelector } from '@xstate/react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { notify } from '../../ui/toast';
import type { ViewAsActor } from '../actors/app-actors';

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  marginBlockEnd: { base: '3', md: '6' },
  paddingBlock: '3',
  paddingInline: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  bg: 'indigo.50',
  color: 'indigo.900',
  borderColor: 'indigo.300',
});
const text = css({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });

/**
 * Above every screen while the console is viewed as someone: whom, that nothing is saved, and
 * the one click back to the viewer's own console.
 */
export function ViewAsBanner({ actor }: { actor: ViewAsActor }) {
  const { t } = useTranslation();
  const preview = useSelector(actor, (s) => s.context.preview);
  if (!preview) return null;
  const back = () => {
    actor.send({ type: 'STOP' });
    notify('success', t('viewAs.stopped'));
  };
  return (
    <div role="status" className={banner} data-testid="view-as-banner">
      <Eye size={18} aria-hidden="true" />
      <p className={text}>{t('viewAs.banner', { name: preview.name })}</p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        onClick={back}
        data-testid="view-as-back"
      >
        {t('viewAs.back')}
      </button>
    </div>
  );
}
