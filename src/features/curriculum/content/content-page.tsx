import { ListTree } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { alertStyle } from '../../../ui/field';
import { ContentDetail } from './content-detail';
import { ContentTree } from './content-tree';
import { useContentSelection, type ContentSelection } from './use-content-selection';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const note = css({ color: 'gray.600' });
// A phone stacks the tree (behind its "choose" button) above the detail.
const layout = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '18rem minmax(0, 1fr)' },
  alignItems: 'start',
});
const treePanel = css({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  padding: '2',
  bg: 'white',
  maxBlockSize: { md: 'calc(100vh - 10rem)' },
  overflowY: 'auto',
});
const hiddenOnPhone = css({ display: { base: 'none', md: 'block' } });
const chooser = css({ display: { base: 'inline-flex', md: 'none' }, alignSelf: 'flex-start' });
const detail = css({ minInlineSize: '0' });

export interface ContentPageProps {
  /** r Levels or r Elements. */
  canRead: boolean;
  /** HAD with w Levels (add, copy, delete), u Levels (edit, publish, archive, reorder, move). */
  canWriteLevels: boolean;
  canUpdateLevels: boolean;
  /** The same for elements, with Elements. */
  canWriteElements: boolean;
  canUpdateElements: boolean;
  confirmation: ConfirmationActor;
}

/**
 * /curriculum/content: the topics' tree beside the selected item's detail; the selection is
 * kept in the address (`?level=&unit=&activity=&element=`). Write adds, copies and deletes,
 * update changes what exists; without either it is read only.
 */
export function ContentPage({ canRead, ...rest }: ContentPageProps) {
  const { t } = useTranslation();
  return (
    <section className={page} data-testid="content-page" aria-labelledby="content-title">
      <h1 id="content-title" className={heading}>
        {t('curriculumContent.title')}
      </h1>
      {canRead ? (
        <ContentScreen {...rest} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('curriculumContent.noAccess')}
        </p>
      )}
    </section>
  );
}

function ContentScreen(props: Omit<ContentPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const { selection, select } = useContentSelection();
  const [treeOpen, setTreeOpen] = useState(!selection.level);
  const readOnly = ![
    props.canWriteLevels,
    props.canUpdateLevels,
    props.canWriteElements,
    props.canUpdateElements,
  ].some(Boolean);
  const choose = (next: Partial<ContentSelection>) => {
    select(next);
    setTreeOpen(false);
  };
  return (
    <>
      {readOnly && <p className={note}>{t('curriculumContent.readOnly')}</p>}
      <button
        type="button"
        className={cx(button({ variant: 'secondary' }), chooser)}
        aria-expanded={treeOpen}
        aria-controls="content-tree-panel"
        onClick={() => setTreeOpen((open) => !open)}
      >
        <ListTree size={16} aria-hidden="true" />
        {t('curriculumContent.choose')}
      </button>
      <div className={layout}>
        <nav
          id="content-tree-panel"
          className={cx(treePanel, !treeOpen && hiddenOnPhone)}
          aria-label={t('curriculumContent.treeLabel')}
        >
          <ContentTree selection={selection} onSelect={choose} />
        </nav>
        <div className={detail}>
          <ContentDetail selection={selection} select={select} {...props} />
        </div>
      </div>
    </>
  );
}
