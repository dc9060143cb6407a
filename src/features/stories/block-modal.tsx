import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  blockBodySchema,
  STORY_LIMITS,
  type BlockBody,
  type Story,
} from '../../../contract/stories';
import { toApiFailure } from '../../api/api-failure';
import { useStoryAction } from '../../api/stories';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { TextAreaField } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { mutedStyle } from '../../ui/page-styles';
import { notify } from '../../ui/toast';
import { noticeOf, storyMessageText } from './messages';
import { formStyle } from './styles';

/** A moderator blocks a story: the reason is required, and its author reads it. */
export function BlockModal({ story, onClose }: { story: Story; onClose: () => void }) {
  const { t } = useTranslation();
  const block = useStoryAction();
  const resolver = useMemo(
    () =>
      contractResolver<BlockBody, BlockBody>(
        blockBodySchema,
        (values) => values,
        (issue) =>
          issue.code === 'too_big'
            ? t('stories.block.reasonTooLong', { max: STORY_LIMITS.reasonMax })
            : storyMessageText(issue.message),
      ),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<BlockBody>({
    resolver,
    defaultValues: { reason: '' },
  });
  const formRef = useFirstErrorFocus(formState);

  const onSubmit = async (body: BlockBody) => {
    try {
      const { message } = await block.mutateAsync({ id: story.id, action: 'block', body });
      notify('success', noticeOf(message, 'blocked'));
      onClose();
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, ['reason'], setError);
      notify('error', storyMessageText(failure.message));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('stories.block.title')}
      size="sm"
      closeOnOutside={false}
      testId="story-block-modal"
    >
      <form
        ref={formRef}
        className={formStyle}
        noValidate
        aria-label={t('stories.block.title')}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <p className={mutedStyle}>{t('stories.block.intro')}</p>
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <TextAreaField
              id="story-block-reason"
              label={t('stories.block.reason')}
              required
              rows={4}
              dir="auto"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={t('stories.composer.counter', {
                count: field.value.length,
                max: STORY_LIMITS.reasonMax,
              })}
              error={fieldState.error?.message && storyMessageText(fieldState.error.message)}
            />
          )}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t('stories.block.submit')}
          submitTestId="story-block-submit"
          busy={formState.isSubmitting}
          disabled={formState.isSubmitting}
        />
      </form>
    </Modal>
  );
}
