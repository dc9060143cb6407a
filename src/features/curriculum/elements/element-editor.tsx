import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { formResolver } from '../../../ui/contract-resolver';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ELEMENT_SCHEMAS, type Element, type ElementType } from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';
import { toApiFailure, type ApiFailure } from '../../../api/api-failure';
import { useSaveElement } from '../api/curriculum-elements';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { notify } from '../../../ui/toast';
import { AnswersField } from './answers-field';
import { ContentFields, MetaFields } from './content-fields';
import { bodyOf, valuesOf, type ElementValues } from './element-form';
import { ElementPreview } from './preview/element-preview';
import { ProblemsList } from './problems-list';

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: '6',
  alignItems: 'start',
});
const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const side = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  position: 'sticky',
  insetBlockStart: '2',
});
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700' });
const lines = css({ margin: 0, paddingInlineStart: '5', listStyle: 'disc' });

export interface ElementEditorProps {
  activityId: string;
  type: ElementType;
  /** null: a new element of `type`. */
  element: Element | null;
  /** Called with the saved element's id. */
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** A refused save as SPEC section 8 shows it: "Error {status}:" then the server's lines. */
function failureLines(failure: ApiFailure): string[] {
  const fields = Object.entries(failure.fieldErrors ?? {}).map(
    ([path, message]) => `${path}: ${translateMessage(message)}`,
  );
  return [translateMessage(failure.message), ...fields];
}

/**
 * One element's editor beside its live preview: the type's content fields, media uploaded as
 * they are chosen, its answers, and what still stops it from being published. Checked by the
 * type's contract schema before sending; the service checks the same schema.
 */
export function ElementEditor({
  activityId,
  type,
  element,
  onSaved,
  onCancel,
}: ElementEditorProps) {
  const { t } = useTranslation();
  const save = useSaveElement();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const form = useForm<ElementValues>({
    resolver: formResolver(ELEMENT_SCHEMAS[type]) as unknown as Resolver<ElementValues>,
    defaultValues: valuesOf(type, activityId, element),
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { handleSubmit, setError, reset, control, formState } = form;
  const content = useWatch({ control, name: 'content' });
  const answers = useWatch({ control, name: 'answers' });
  const busy = save.isPending || formState.isSubmitting;

  const onSubmit = async (values: ElementValues) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        type,
        id: element?.id ?? null,
        body: bodyOf(type, values),
      });
      // The answers now have ids: a second save keeps them instead of adding them again.
      reset(valuesOf(type, activityId, saved.element));
      notify('success', saved.message || (element ? 'elements.updated' : 'elements.added'));
      onSaved(saved.element.id);
    } catch (error) {
      const refused = await toApiFailure(error);
      for (const [path, message] of Object.entries(refused.fieldErrors ?? {})) {
        setError(path as Path<ElementValues>, { message });
      }
      setFailure(refused);
    }
  };

  return (
    <div className={layout} data-testid="element-editor">
      <FormProvider {...form}>
        <form
          ref={formRef}
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          aria-label={t('elements.form')}
        >
          <fieldset className={formStyle} disabled={busy}>
            {failure && (
              <div role="alert" className={alertStyle} data-testid="element-failure">
                <strong>{t('elements.errorStatus', { status: failure.status })}</strong>
                <ul className={lines}>
                  {failureLines(failure).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            <ContentFields type={type} disabled={busy} />
            <AnswersField type={type} disabled={busy} />
            <MetaFields disabled={busy} />
            <ProblemsList type={type} content={content} answers={answers} />
            <FormActions
              onCancel={onCancel}
              busy={busy}
              submitTestId="element-save"
              submitLabel={t('elements.save')}
            />
          </fieldset>
        </form>
      </FormProvider>
      <section className={side} aria-labelledby="element-preview-heading">
        <h3 id="element-preview-heading" className={heading}>
          {t('elements.previewHeading')}
        </h3>
        <ElementPreview type={type} content={content} answers={answers} />
      </section>
    </div>
  );
}
