import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type ElementContent, type ElementType } from '../../contract/elements';
import { mediaUrl } from '../../src/api/media';
import {
  ElementPreview,
  type PreviewAnswer,
} from '../../src/features/curriculum/elements/preview/element-preview';
import { changeLanguage } from '../../src/i18n/i18n';

const option = (text: string, isCorrect = false, picture: string | null = null): PreviewAnswer => ({
  text,
  picture,
  isCorrect,
});
const pictureOption = (picture: string, isCorrect = false) => option('', isCorrect, picture);
const words = (...list: string[]) => list.map((text) => option(text));

/** A complete element of each type, as the editor's form would hold it. */
const COMPLETE: Record<ElementType, { content: ElementContent; answers: PreviewAnswer[] }> = {
  'text-text': {
    content: { prompt: 'What does كتاب mean?' },
    answers: [option('a book', true), option('a pen'), option('a door')],
  },
  'text-picture': {
    content: { prompt: 'Which one is a cat?' },
    answers: [pictureOption('cat.png', true), pictureOption('dog.png'), pictureOption('sun.png')],
  },
  'audio-picture': {
    content: { prompt: 'Listen and tap', audio: 'cat.mp3' },
    answers: [pictureOption('cat.png', true), pictureOption('dog.png')],
  },
  'audio-text': {
    content: { prompt: 'What did you hear?', audio: 'salam.mp3' },
    answers: [option('سلام', true), option('كلام')],
  },
  video: {
    content: { prompt: 'Where are they?', video: 'market.mp4' },
    answers: [option('At the market', true), option('At school')],
  },
  'read-text': {
    content: { prompt: 'Read aloud', passage: 'ذهب الولد إلى المدرسة.', audio: 'read.mp3' },
    answers: [],
  },
  'describe-image': {
    content: { prompt: 'What is in the picture?', picture: 'room.png' },
    answers: [],
  },
  'recognize-word': {
    content: { prompt: 'Which word?', audio: 'bab.mp3', picture: 'door.png' },
    answers: [option('باب', true), option('كتاب'), option('قلم')],
  },
  'order-words': {
    content: { prompt: 'Build the sentence', audio: 'sentence.mp3' },
    answers: words('I', 'go', 'to', 'school'),
  },
  'compare-audio': {
    content: { prompt: 'Say: مرحبا', audio: 'marhaba.mp3' },
    answers: [],
  },
};

const INSTRUCTIONS: Record<ElementType, string> = {
  'text-text': 'Read and choose the right answer.',
  'text-picture': 'Read and choose the right picture.',
  'audio-picture': 'Listen and choose the right picture.',
  'audio-text': 'Listen and choose the right answer.',
  video: 'Watch the video and choose the right answer.',
  'read-text': 'Read the text.',
  'describe-image': 'Look at the picture and write what you see.',
  'recognize-word': 'Listen and choose the word you hear.',
  'order-words': 'Put the words in the right order.',
  'compare-audio': 'Listen, then record yourself saying the same.',
};

function show(type: ElementType, content: ElementContent, answers: readonly PreviewAnswer[]) {
  const view = render(<ElementPreview type={type} content={content} answers={answers} />);
  const region = screen.getByRole('region', { name: /.+/ });
  return { ...view, region, inRegion: within(region) };
}
const showComplete = (type: ElementType) =>
  show(type, COMPLETE[type].content, COMPLETE[type].answers);

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const optionsOf = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Answers' })).getAllByRole('button');

describe('element preview: every type from complete content', () => {
  it.each(ELEMENT_TYPES)('%s shows its instruction, prompt, media and answers', (type) => {
    const { region, inRegion, container } = showComplete(type);
    const { content } = COMPLETE[type];
    expect(region.getAttribute('aria-label')).toBe('Preview as a learner sees it');
    expect(inRegion.getByText(INSTRUCTIONS[type])).toBeTruthy();
    expect(inRegion.getByText(content.prompt!).getAttribute('dir')).toBe('auto');
    expect(container.querySelectorAll('[data-missing]')).toHaveLength(0);

    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src') ?? null).toBe(content.audio ? mediaUrl(content.audio) : null);
    if (audio) {
      expect(audio.hasAttribute('controls')).toBe(true);
      expect(audio.getAttribute('preload')).toBe('none');
    }
    const video = container.querySelector('video');
    expect(video?.getAttribute('src') ?? null).toBe(content.video ? mediaUrl(content.video) : null);
    if (video) {
      expect(video.hasAttribute('controls')).toBe(true);
      expect(video.getAttribute('preload')).toBe('metadata');
    }
    if (content.picture) {
      const picture = inRegion.getByRole('img', { name: "The exercise's picture" });
      expect(picture.getAttribute('src')).toBe(mediaUrl(content.picture));
    }
  });

  it('text options are choice buttons with the author’s text in its own direction', () => {
    for (const type of ['text-text', 'audio-text', 'video', 'recognize-word'] as const) {
      const { region, unmount } = showComplete(type);
      const buttons = optionsOf(region);
      expect(buttons.map((button) => button.textContent)).toEqual(
        COMPLETE[type].answers.map((answer) => answer.text),
      );
      expect(buttons.every((button) => pressed(button) === 'false')).toBe(true);
      expect(
        within(buttons[0]!).getByText(COMPLETE[type].answers[0]!.text).getAttribute('dir'),
      ).toBe('auto');
      expect(within(region).getByRole('button', { name: 'Check' })).toBeTruthy();
      unmount();
    }
  });

  it('picture options are pictures named "Option N"', () => {
    for (const type of ['text-picture', 'audio-picture'] as const) {
      const { region, unmount } = showComplete(type);
      const pictures = within(within(region).getByRole('list', { name: 'Answers' })).getAllByRole(
        'img',
      );
      expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
        COMPLETE[type].answers.map((_, index) => `Option ${index + 1}`),
      );
      expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(
        COMPLETE[type].answers.map((answer) => mediaUrl(answer.picture!)),
      );
      expect(within(region).getByRole('button', { name: 'Option 2' })).toBeTruthy();
      unmount();
    }
  });

  it('read-text shows the passage in its own direction; no options, no check', () => {
    const { inRegion } = showComplete('read-text');
    expect(inRegion.getByText('ذهب الولد إلى المدرسة.').getAttribute('dir')).toBe('auto');
    expect(inRegion.queryByRole('button')).toBeNull();
  });

  it('describe-image offers a disabled writing area', () => {
    const { inRegion } = showComplete('describe-image');
    const writing = inRegion.getByRole('textbox', { name: "The learner's answer" });
    expect(writing.getAttribute('placeholder')).toBe('The learner writes here');
    expect((writing as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('compare-audio plays the model and shows a disabled record button with its note', () => {
    const { inRegion, container } = showComplete('compare-audio');
    expect(container.querySelector('audio')?.getAttribute('aria-label')).toBe(
      'The model to repeat',
    );
    const record = inRegion.getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    const note = document.getElementById(record.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe("Recording happens in the learner's app.");
  });
});

describe('element preview: in Arabic', () => {
  it.each(ELEMENT_TYPES)('%s renders right to left with Arabic labels', async (type) => {
    await changeLanguage('ar');
    const { region, inRegion } = showComplete(type);
    expect(document.documentElement.dir).toBe('rtl');
    expect(region.getAttribute('aria-label')).toBe('معاينة كما يراها المتعلّم');
    expect(region.textContent).not.toMatch(/elementPreview\./);
    // The instruction line comes first, in Arabic; the author's words stay as written.
    const instruction = region.querySelector('p')?.textContent ?? '';
    expect(instruction).toMatch(/^[\u0600-\u06FF ،.]+$/);
    expect(inRegion.getByText(COMPLETE[type].content.prompt!)).toBeTruthy();
    if (COMPLETE[type].answers.length > 0) {
      expect(inRegion.getByRole('button', { name: 'تحقّق' })).toBeTruthy();
    }
  });

  it('names picture options, the writing area and the record button in Arabic', async () => {
    await changeLanguage('ar');
    const first = showComplete('text-picture');
    expect(first.inRegion.getByRole('button', { name: 'الخيار 1' })).toBeTruthy();
    expect(first.inRegion.getByText('اقرأ واختر الصورة الصحيحة.')).toBeTruthy();
    first.unmount();
    const second = showComplete('describe-image');
    expect(second.inRegion.getByRole('textbox', { name: 'إجابة المتعلّم' })).toBeTruthy();
    second.unmount();
    const third = showComplete('compare-audio');
    expect(third.inRegion.getByRole('button', { name: 'تسجيل' })).toBeTruthy();
  });

  it('says how many answers to choose with the Arabic plural forms', async () => {
    await changeLanguage('ar');
    const answers = [option('أ', true), option('ب', true), option('ج', true), option('د')];
    const three = show('text-text', { prompt: 'سؤال' }, answers);
    expect(three.inRegion.getByText('اختر 3 إجابات.')).toBeTruthy();
    three.unmount();
    const two = show('text-text', { prompt: 'سؤال' }, answers.slice(1));
    expect(two.inRegion.getByText('اختر إجابتين.')).toBeTruthy();
  });
});
