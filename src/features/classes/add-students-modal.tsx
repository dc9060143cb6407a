import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useAddStudents } from '../../api/class-students';
import type { WaitingListQuery } from '../../api/students';
import { button } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { useSelection } from './use-selection';
import { WaitingListBrowser } from './waiting-list-browser';

const body = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const count = css({ fontSize: 'sm', color: 'gray.700', marginInlineEnd: 'auto' });
const hint = css({ fontSize: 'sm', color: 'gray.700' });
const linkStyle = css({ color: 'brand.700', textDecoration: 'underline' });

const IDS = {
  search: 'add-search',
  states: 'add-students',
  table: 'add-students',
  pager: 'add-students-pagination',
};

export interface AddStudentsModalProps {
  classRoom: ClassRoom;
  /** Where people not yet on the waiting list are invited by e-mail into this class. */
  invitePath?: string | undefined;
  onClose: () => void;
}

/**
 * Picks students from the waiting list (searchable, paged, across pages) into the class, or
 * leads to inviting new ones by e-mail straight into it.
 */
export function AddStudentsModal({ classRoom, invitePath, onClose }: AddStudentsModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<WaitingListQuery>({ pageNumber: 1 });
  const selection = useSelection();
  const add = useAddStudents();
  const chosen = selection.ids.length;

  const submit = async () => {
    if (add.isPending || chosen === 0) return;
    try {
      const { message } = await add.mutateAsync({
        classRoomId: classRoom.id,
        studentIds: [...selection.ids],
      });
      notify('success', message || 'classDetail.addedNotice');
      onClose();
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  const title = t('classDetail.addTitle', { name: classRoom.name });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      testId="add-students-modal"
      footer={
        <>
          <span className={count} aria-live="polite">
            {t('classDetail.selected', { count: chosen })}
          </span>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            disabled={chosen === 0 || add.isPending}
            aria-busy={add.isPending}
            onClick={() => void submit()}
            data-testid="add-submit"
          >
            {t('classDetail.addSubmit', { count: chosen })}
          </button>
        </>
      }
    >
      <div className={body}>
        {invitePath && (
          <p className={hint}>
            {t('classDetail.inviteHint')}{' '}
            <Link to={invitePath} className={linkStyle} data-testid="add-invite-link">
              {t('classDetail.inviteLink', { name: classRoom.name })}
            </Link>
          </p>
        )}
        <WaitingListBrowser query={query} onQuery={setQuery} ids={IDS} selection={selection} />
      </div>
    </Modal>
  );
}
