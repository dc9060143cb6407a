import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicTree, useTransferContent, type Transfer } from '../../../api/curriculum-content';
import { useTopicOptions } from '../../../api/topics';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle, SelectField } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { toApiFailure } from '../../../api/api-failure';
import { fieldsetStyle } from '../../../ui/page-styles';
import { useTitle } from './use-title';

export type TransferRequest = Omit<Transfer, 'targetId'> & {
  /** The topic the items are in: where the picker starts. */
  levelId: string;
  unitId: string | null;
};

export interface TransferModalProps {
  request: TransferRequest;
  onClose: () => void;
}

/**
 * Copy or move the chosen items: pick the target by browsing the tree (a topic for units, then
 * a unit for activities, then an activity for elements). A move never targets the source.
 */
export function TransferModal({ request, onClose }: TransferModalProps) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const transfer = useTransferContent();
  const topics = useTopicOptions();
  const { kind, mode, ids, sourceId } = request;
  const [topicId, setTopicId] = useState(kind === 'unit' ? '' : request.levelId);
  const [unit, setUnit] = useState(kind === 'element' ? (request.unitId ?? '') : '');
  const [activity, setActivity] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const tree = useTopicTree(kind === 'unit' ? null : topicId || null);

  const units = tree.data?.units ?? [];
  const activities = units.find((u) => u.id === unit)?.activities ?? [];
  const targetId = kind === 'unit' ? topicId : kind === 'activity' ? unit : activity;
  // Moving onto the source changes nothing (the service refuses it).
  const notSource = (id: string) => mode === 'copy' || id !== sourceId;
  const choose = (label: string) => [{ value: '', label }];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!targetId) return;
    setFailure(null);
    try {
      const { message } = await transfer.mutateAsync({ kind, mode, ids, sourceId, targetId });
      notify(
        'success',
        message || `curriculumContent.notices.${mode === 'copy' ? 'copied' : 'moved'}`,
      );
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure.message);
    }
  };

  const title = t(`curriculumContent.transfer.title.${mode}`, { count: ids.length });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      testId="transfer-modal"
      closeOnOutside={false}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={fieldsetStyle} disabled={transfer.isPending}>
          <p>{t(`curriculumContent.transfer.explain.${kind}`)}</p>
          {failure && (
            <p role="alert" className={alertStyle}>
              {translateMessage(failure)}
            </p>
          )}
          <SelectField
            id="transfer-topic"
            label={t('curriculumContent.transfer.topic')}
            value={topicId}
            onChange={(value) => {
              setTopicId(value);
              setUnit('');
              setActivity('');
            }}
            options={[
              ...choose(t('curriculumContent.transfer.chooseTopic')),
              ...(topics.data ?? [])
                .filter((topic) => kind !== 'unit' || notSource(topic.id))
                .map((topic) => ({ value: topic.id, label: titleOf(topic) })),
            ]}
          />
          {kind !== 'unit' && topicId && (
            <SelectField
              id="transfer-unit"
              label={t('curriculumContent.transfer.unit')}
              value={unit}
              onChange={(value) => {
                setUnit(value);
                setActivity('');
              }}
              options={[
                ...choose(t('curriculumContent.transfer.chooseUnit')),
                ...units
                  .filter((u) => kind !== 'activity' || notSource(u.id))
                  .map((u) => ({ value: u.id, label: titleOf(u) })),
              ]}
            />
          )}
          {kind === 'element' && unit && (
            <SelectField
              id="transfer-activity"
              label={t('curriculumContent.transfer.activity')}
              value={activity}
              onChange={setActivity}
              options={[
                ...choose(t('curriculumContent.transfer.chooseActivity')),
                ...activities
                  .filter((a) => notSource(a.id))
                  .map((a) => ({ value: a.id, label: titleOf(a) })),
              ]}
            />
          )}
          <FormActions
            onCancel={onClose}
            busy={transfer.isPending}
            disabled={!targetId}
            submitTestId="transfer-submit"
            submitLabel={t(`curriculumContent.transfer.submit.${mode}`)}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
