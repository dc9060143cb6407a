import { BookOpenText, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ELEMENT_RULES, type ElementType } from '../../../../../contract/element-constants';
import type { ElementContent } from '../../../../../contract/elements';
import { css } from '../../../../../styled-system/css';
import { ChoiceOptions } from './choice-options';
import { RecordButton, WritingArea } from './learner-work';
import { Missing } from './missing';
import type { PreviewAnswer } from './preview-answer';
import { PreviewAudio, PreviewPicture, PreviewVideo } from './preview-media';
import { OrderWords } from './order-words';

export type { PreviewAnswer } from './preview-answer';

export interface ElementPreviewProps {
  type: ElementType;
  content: ElementContent;
  answers: readonly PreviewAnswer[];
}

const phone = css({
  inlineSize: 'full',
  maxInlineSize: '360px',
  borderWidth: '8px',
  borderStyle: 'solid',
  borderColor: 'gray.800',
  borderRadius: '3xl',
  bg: 'white',
  boxShadow: 'lg',
  overflow: 'hidden',
});
const speaker = css({
  blockSize: '1.5',
  inlineSize: '14',
  marginInline: 'auto',
  marginBlockStart: '2',
  borderRadius: 'full',
  bg: 'gray.300',
});
const screen = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '4',
  minBlockSize: '80',
});
const instruction = css({ fontSize: 'sm', fontWeight: 'medium', color: 'gray.600' });
const promptText = css({ fontSize: 'lg', fontWeight: 'semibold', whiteSpace: 'pre-wrap' });
const passageText = css({ fontSize: 'lg', lineHeight: 'relaxed', whiteSpace: 'pre-wrap' });

/**
 * An element as the learner's app shows it, from the editor's current values: a draft may lack
 * anything, and what publishing needs is then a quiet placeholder. A change to the answers starts
 * the exercise afresh (the answers are the key of its state).
 */
export function ElementPreview({ type, content, answers }: ElementPreviewProps) {
  const { t } = useTranslation();
  const rule = ELEMENT_RULES[type];
  const has = (field: keyof ElementContent) => rule.fields.includes(field);
  const required = (field: keyof ElementContent) => rule.required.includes(field);
  const prompt = content.prompt?.trim();
  const passage = content.passage?.trim();
  const exercise = `${type}:${JSON.stringify(answers)}`;

  return (
    <section aria-label={t('elementPreview.region')} className={phone} data-type={type}>
      <div className={speaker} aria-hidden />
      <div className={screen}>
        <p className={instruction}>{t(`elementPreview.instructions.${type}`)}</p>
        {has('prompt') &&
          (prompt ? (
            <p dir="auto" className={promptText}>
              {prompt}
            </p>
          ) : (
            required('prompt') && (
              <Missing icon={MessageSquareText} text={t('elementPreview.missing.prompt')} />
            )
          ))}
        {has('picture') && (
          <PreviewPicture fileName={content.picture} required={required('picture')} />
        )}
        {has('video') && <PreviewVideo fileName={content.video} required={required('video')} />}
        {has('passage') &&
          (passage ? (
            <p dir="auto" className={passageText}>
              {passage}
            </p>
          ) : (
            <Missing icon={BookOpenText} text={t('elementPreview.missing.passage')} />
          ))}
        {has('audio') && (
          <PreviewAudio
            fileName={content.audio}
            required={required('audio')}
            model={type === 'compare-audio'}
          />
        )}
        {(rule.answers === 'text-options' || rule.answers === 'picture-options') && (
          <ChoiceOptions
            key={exercise}
            answers={answers}
            pictures={rule.answers === 'picture-options'}
            singleCorrect={rule.singleCorrect === true}
          />
        )}
        {rule.answers === 'words' && (
          <OrderWords key={exercise} words={answers.map((answer) => answer.text)} />
        )}
        {type === 'describe-image' && <WritingArea />}
        {type === 'compare-audio' && <RecordButton />}
      </div>
    </section>
  );
}
