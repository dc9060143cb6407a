import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { formResolver } from '../../../ui/contract-resolver';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { topicBodySchema, type Topic } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import { useSaveTopic } from '../api/curriculum-topics';
import { alertStyle } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { translateMessage } from '../../../i18n/i18n';
import { TitleFields } from '../title-fields';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });

type Values = z.input<typeof topicBodySchema>;
const FIELDS = ['titleEn', 'titleAr'] as const;

export interface TopicFormModalProps {
  /** null: a new topic. */
  topic: Pick<Topic, 'id' | 'titleEn' | 'titleAr'> | null;
  onClose: () => void;
}

/**
 * Add or rename a topic: titles in English and Arabic (one is enough), checked by the
 * contract's schema before sending; the server's field errors land on their fields.
 */
export function TopicFormModal({ topic, onClose }: TopicFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveTopic();
  const form = useForm<Values>({
    resolver: formResolver(topicBodySchema),
    defaultValues: { titleEn: topic?.titleEn ?? '', titleAr: topic?.titleAr ?? '' },
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { handleSubmit, setError, formState } = form;
  const failure = formState.errors.root?.message;

  const onSubmit = async (values: Values) => {
    try {
      const body = topicBodySchema.parse(values);
      const { message } = await save.mutateAsync({ id: topic?.id ?? null, body });
      notify('success', message || 'curriculum.topics.saved');
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setError('root', { message: apiFailure.message });
      for (const [name, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        if ((FIELDS as readonly string[]).includes(name)) {
          setError(name as (typeof FIELDS)[number], { message });
        }
      }
    }
  };

  const title = topic ? t('curriculum.topics.edit') : t('curriculum.topics.add');
  const busy = formState.isSubmitting;
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="topic-form-modal">
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={title}
      >
        <fieldset className={formStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle}>
              {translateMessage(failure)}
            </p>
          )}
          <FormProvider {...form}>
            <TitleFields idPrefix="topic" />
          </FormProvider>
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="topic-save"
            submitLabel={t('curriculum.topics.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
