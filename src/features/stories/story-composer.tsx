import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STORY_KINDS, STORY_LIMITS, STORY_VISIBILITIES } from '../../../contract/story-constants';
import type { StoryBodyParsed } from '../../../contract/stories';
import { toApiFailure } from '../../api/api-failure';
import { useCreateStory } from '../../api/stories';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { TextAreaField } from '../../ui/field';
import { sectionHeadingStyle } from '../../ui/page-styles';
import { notify } from '../../ui/toast';
import { ChoiceGroup } from './choice-group';
import {
  bodyOf,
  composerSchema,
  DEFAULT_VALUES,
  deviceClock,
  type ComposerValues,
} from './composer-values';
import { ExpiryField } from './expiry-field';
import { MediaPicker, type UploadedMedia } from './media-picker';
import { isStoryMessage, noticeOf, storyMessageText } from './messages';
import { StoryPreview } from './story-preview';
import { composerGridStyle, formStyle, panelStyle } from './styles';
import { SaveButton } from '../../ui/save-button';

const FIELDS = ['kind', 'text', 'mediaFileName', 'visibility', 'expiresAt'] as const;

/** A new story: its kind, text, file, audience and expiry, with a live preview; then Publish. */
export function StoryComposer() {
  const { t } = useTranslation();
  const create = useCreateStory();
  const [media, setMedia] = useState<UploadedMedia | null>(null);
  const resolver = useMemo(
    () =>
      contractResolver<ComposerValues, StoryBodyParsed>(
        composerSchema(deviceClock),
        (values) => bodyOf(values, deviceClock()),
        (issue) => {
          if (issue.path[0] === 'text' && issue.code === 'too_big')
            return t('stories.composer.textTooLong', { max: STORY_LIMITS.textMax });
          if (issue.path[0] === 'expiresAt' && issue.code === 'invalid_format')
            return t('stories.composer.expiryRequired');
          return isStoryMessage(issue.message)
            ? storyMessageText(issue.message)
            : t('stories.composer.invalid');
        },
      ),
    [t],
  );
  const form = useForm<ComposerValues, unknown, StoryBodyParsed>({
    resolver,
    defaultValues: DEFAULT_VALUES,
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { control, handleSubmit, setError, setValue, reset, formState } = form;
  const [kind, text] = useWatch({ control, name: ['kind', 'text'] });

  const keepMedia = (next: UploadedMedia | null) => {
    setMedia(next);
    setValue('mediaFileName', next?.fileName ?? null, { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = async (body: StoryBodyParsed) => {
    try {
      const { message } = await create.mutateAsync(body);
      notify('success', noticeOf(message, 'created'));
      reset(DEFAULT_VALUES);
      setMedia(null);
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, FIELDS, setError);
      notify('error', storyMessageText(failure.message));
    }
  };

  const errorOf = (message: string | undefined) => message && storyMessageText(message);
  return (
    <section className={panelStyle} aria-labelledby="story-composer-title">
      <h2 id="story-composer-title" className={sectionHeadingStyle}>
        {t('stories.composer.title')}
      </h2>
      <div className={composerGridStyle}>
        <form
          ref={formRef}
          className={formStyle}
          noValidate
          aria-labelledby="story-composer-title"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          data-testid="story-composer"
        >
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <ChoiceGroup
                name="story-kind"
                legend={t('stories.composer.kind')}
                value={field.value}
                options={STORY_KINDS.map((value) => ({
                  value,
                  label: t(`stories.kinds.${value}`),
                }))}
                onChange={(next) => {
                  field.onChange(next);
                  // A file belongs to its kind: a picture is not a video, a text has none.
                  if (media && media.kind !== next) keepMedia(null);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="text"
            render={({ field, fieldState }) => (
              <TextAreaField
                id="story-text"
                label={t(kind === 'text' ? 'stories.composer.text' : 'stories.composer.caption')}
                required={kind === 'text'}
                rows={4}
                dir="auto"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                hint={t('stories.composer.counter', {
                  count: field.value.length,
                  max: STORY_LIMITS.textMax,
                })}
                error={errorOf(fieldState.error?.message)}
              />
            )}
          />
          {kind !== 'text' && (
            <Controller
              control={control}
              name="mediaFileName"
              render={({ fieldState }) => (
                <MediaPicker
                  key={kind}
                  kind={kind}
                  media={media}
                  onUploaded={keepMedia}
                  onCleared={() => keepMedia(null)}
                  error={errorOf(fieldState.error?.message)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <ChoiceGroup
                name="story-visibility"
                legend={t('stories.composer.visibility')}
                value={field.value}
                options={STORY_VISIBILITIES.map((value) => ({
                  value,
                  label: t(`stories.visibilities.${value}`),
                }))}
                onChange={field.onChange}
              />
            )}
          />
          <ExpiryField control={control} setValue={setValue} errorOf={errorOf} />
          <div>
            <SaveButton
              label={t('stories.composer.publish')}
              testId="story-publish"
              busy={formState.isSubmitting}
              disabled={formState.isSubmitting}
            />
          </div>
        </form>
        <div className={formStyle}>
          <h3 className={sectionHeadingStyle}>{t('stories.composer.preview')}</h3>
          <StoryPreview
            kind={kind}
            text={text}
            mediaUrl={kind === 'text' ? null : (media?.url ?? null)}
            emptyText={t('stories.composer.previewEmpty')}
            testId="story-preview"
          />
        </div>
      </div>
    </section>
  );
}
