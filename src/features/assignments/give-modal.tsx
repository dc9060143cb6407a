import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentWithElements } from '../../../contract/assignments';
import { toApiFailure } from '../../api/api-failure';
import { useGiveToClasses } from './api/assignments';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { ClassChoices, type ClassChoice } from './class-choices';
import { dayOf, dueAtOf } from './format';
import { formStyle } from './styles';

/** Sets the classes it is given to and their due days (an untouched passed day stays). */
export function GiveModal({
  given,
  onClose,
}: {
  given: AssignmentWithElements;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const give = useGiveToClasses();
  const [choices, setChoices] = useState<ClassChoice[]>(
    given.classRooms.map((c) => ({ classRoomId: c.classRoomId, day: dayOf(c.dueAt) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A due day left as it was keeps its exact time, so the service sees it unchanged.
  const dueOf = (choice: ClassChoice) => {
    const before = given.classRooms.find((c) => c.classRoomId === choice.classRoomId);
    return before && dayOf(before.dueAt) === choice.day ? before.dueAt : dueAtOf(choice.day);
  };
  const submit = async () => {
    setErrors({});
    setFailure(null);
    const classRooms = choices.map((c) => ({ classRoomId: c.classRoomId, dueAt: dueOf(c) }));
    try {
      const { message } = await give.mutateAsync({ id: given.id, classRooms });
      notify('success', message || 'assignments.detail.give');
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      const byClass: Record<string, string> = {};
      for (const [path, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        const index = Number(path.split('.')[1]);
        const room = classRooms[index];
        if (room) byClass[room.classRoomId] = message;
      }
      setErrors(byClass);
      setFailure(apiFailure.message);
    }
  };
  const title = t('assignments.detail.giveTitle');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      closeOnOutside={false}
      testId="given-give"
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={formStyle} disabled={give.isPending}>
          {failure && (
            <p role="alert" className={alertStyle}>
              {translateMessage(failure)}
            </p>
          )}
          <ClassChoices
            value={choices}
            onChange={setChoices}
            errors={errors}
            known={given.classRooms}
          />
          <FormActions
            onCancel={onClose}
            busy={give.isPending}
            submitTestId="given-give-save"
            submitLabel={t('assignments.detail.give')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
