import { fireEvent, render, screen, within } from '@testing-library/react';
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

const placeholders = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-missing]')].map((missing) => missing.textContent);

describe('element preview: incomplete drafts', () => {
  it.each(ELEMENT_TYPES)('%s with nothing filled in shows placeholders and no player', (type) => {
    const { container, region } = show(type, {}, []);
    expect(region).toBeTruthy();
    expect(container.querySelector('audio, video, img')).toBeNull();
    const expected: Record<ElementType, string[]> = {
      'text-text': ['No question yet', 'No answers yet'],
      'text-picture': ['No question yet', 'No answers yet'],
      'audio-picture': ['No audio yet', 'No answers yet'],
      'audio-text': ['No audio yet', 'No answers yet'],
      video: ['No question yet', 'No video yet', 'No answers yet'],
      'read-text': ['No text to read yet'],
      'describe-image': ['No question yet', 'No picture yet'],
      'recognize-word': ['No audio yet', 'No answers yet'],
      'order-words': ['No words yet'],
      'compare-audio': ['No question yet', 'No audio yet'],
    };
    expect(placeholders(container)).toEqual(expected[type]);
    expect(within(region).queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('null media and blank texts count as missing', () => {
    const { container } = show('video', { prompt: '   ', video: null }, []);
    expect(placeholders(container)).toEqual(['No question yet', 'No video yet', 'No answers yet']);
  });

  it('empty options are quiet "Option N"; a picture option without its picture says so', () => {
    const text = show('text-text', { prompt: 'Q' }, [option('yes', true), option('  ')]);
    expect(optionsOf(text.region).map((button) => button.textContent)).toEqual(['yes', 'Option 2']);
    text.unmount();
    const pictures = show('text-picture', { prompt: 'Q' }, [pictureOption('a.png'), option('')]);
    expect(
      within(pictures.region).getByRole('button', { name: 'Option 2 No picture yet' }),
    ).toBeTruthy();
    expect(within(pictures.region).getAllByRole('img')).toHaveLength(1);
  });

  it('options with no right answer marked say so, and checking them is never right', () => {
    const { region, container } = show('text-text', { prompt: 'Q' }, [
      option('one'),
      option('two'),
    ]);
    expect(placeholders(container)).toEqual(['No right answer is marked yet.']);
    fireEvent.click(within(region).getByRole('button', { name: 'one' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Check' }));
    expect(within(region).getByRole('status').textContent).toBe('Not quite. Try again.');
  });

  it('an empty word is a quiet "Word N" chip that can still be placed', () => {
    const { region } = show('order-words', {}, words('hello', ''));
    fireEvent.click(within(region).getByRole('button', { name: 'Word 2' }));
    const sentence = within(region).getByRole('list', { name: 'Your sentence' });
    expect(within(sentence).getByRole('button', { name: 'Word 2' })).toBeTruthy();
  });
});

describe('element preview: choosing and checking', () => {
  it('one right answer: a choice replaces the last; Check says right, with a mark', () => {
    const { region } = showComplete('recognize-word');
    const inRegion = within(region);
    const check = inRegion.getByRole('button', { name: 'Check' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.click(inRegion.getByRole('button', { name: 'كتاب' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'باب' }));
    expect(optionsOf(region).map(pressed)).toEqual(['true', 'false', 'false']);
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(inRegion.getByRole('status').textContent).toBe('Right! Well done.');
    expect(inRegion.getByRole('button', { name: 'باب Right' })).toBeTruthy();
    expect(optionsOf(region).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('a wrong answer is marked wrong; Try again clears the choice and offers Check again', () => {
    const { region } = showComplete('text-text');
    const inRegion = within(region);
    fireEvent.click(inRegion.getByRole('button', { name: 'a pen' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'Check' }));
    expect(inRegion.getByRole('status').textContent).toBe('Not quite. Try again.');
    expect(inRegion.getByRole('button', { name: 'a pen Wrong' })).toBeTruthy();
    // The missed right answer is not given away.
    expect(inRegion.getByRole('button', { name: 'a book' })).toBeTruthy();
    const retry = inRegion.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    // The same button turns back into Check, so the keyboard's focus stays put.
    expect(document.activeElement?.textContent).toBe('Check');
    expect(inRegion.getByRole('status').textContent).toBe('');
    expect(optionsOf(region).map(pressed)).toEqual(['false', 'false', 'false']);
    expect(optionsOf(region).every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('several right answers: told how many, each toggled, right only with exactly them', () => {
    const answers = [option('red', true), option('blue', true), option('cat')];
    const { region } = show('audio-text', { audio: 'colours.mp3' }, answers);
    const inRegion = within(region);
    expect(inRegion.getByText('Choose 2 answers.')).toBeTruthy();
    const check = () =>
      fireEvent.click(inRegion.getByRole('button', { name: /^(Check|Try again)$/ }));

    fireEvent.click(inRegion.getByRole('button', { name: 'red' }));
    check();
    expect(inRegion.getByRole('status').textContent).toBe('Not quite. Try again.');
    expect(inRegion.getByRole('button', { name: 'red Right' })).toBeTruthy();
    check();

    fireEvent.click(inRegion.getByRole('button', { name: 'red' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'blue' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'cat' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'cat' }));
    expect(optionsOf(region).map(pressed)).toEqual(['true', 'true', 'false']);
    check();
    expect(inRegion.getByRole('status').textContent).toBe('Right! Well done.');

    check();
    for (const name of ['red', 'blue', 'cat'])
      fireEvent.click(inRegion.getByRole('button', { name }));
    check();
    expect(inRegion.getByRole('status').textContent).toBe('Not quite. Try again.');
    expect(inRegion.getByRole('button', { name: 'cat Wrong' })).toBeTruthy();
  });

  it('picture options are chosen by their names and checked the same way', () => {
    const { region } = showComplete('audio-picture');
    const inRegion = within(region);
    fireEvent.click(inRegion.getByRole('button', { name: 'Option 1' }));
    fireEvent.click(inRegion.getByRole('button', { name: 'Check' }));
    expect(inRegion.getByRole('status').textContent).toBe('Right! Well done.');
    expect(inRegion.getByRole('button', { name: 'Option 1 Right' })).toBeTruthy();
  });

  it('a new draft of the answers starts the exercise afresh', () => {
    const { region, rerender } = showComplete('text-text');
    fireEvent.click(within(region).getByRole('button', { name: 'a book' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Check' }));
    const edited = [...COMPLETE['text-text'].answers, option('a window')];
    rerender(<ElementPreview type="text-text" content={{ prompt: 'Q' }} answers={edited} />);
    expect(within(region).getByRole('status').textContent).toBe('');
    expect(optionsOf(region).map(pressed)).toEqual(['false', 'false', 'false', 'false']);
  });
});

describe('element preview: order the words', () => {
  const sentence = (region: HTMLElement) =>
    within(region).getByRole('list', { name: 'Your sentence' });
  const bank = (region: HTMLElement) =>
    within(region).getByRole('list', { name: 'Words to place' });
  const chips = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it('offers the words shuffled, the same way every time', () => {
    const first = showComplete('order-words');
    const offered = chips(bank(first.region));
    expect([...offered].sort()).toEqual(['I', 'go', 'school', 'to']);
    expect(offered).not.toEqual(['I', 'go', 'to', 'school']);
    expect(within(sentence(first.region)).getByText('Tap the words in order.')).toBeTruthy();
    first.unmount();
    expect(chips(bank(showComplete('order-words').region))).toEqual(offered);
  });

  it('builds the sentence by tapping; a placed word goes back; Check says right', () => {
    const { region } = showComplete('order-words');
    const tap = (list: HTMLElement, name: string) =>
      fireEvent.click(within(list).getByRole('button', { name }));
    const check = within(region).getByRole('button', { name: 'Check' }) as HTMLButtonElement;
    for (const word of ['I', 'to', 'go']) tap(bank(region), word);
    expect(chips(sentence(region))).toEqual(['I', 'to', 'go']);
    expect(chips(bank(region))).toEqual(['school']);
    expect(check.disabled).toBe(true);
    tap(sentence(region), 'to');
    expect(chips(sentence(region))).toEqual(['I', 'go']);
    expect([...chips(bank(region))].sort()).toEqual(['school', 'to']);
    for (const word of ['to', 'school']) tap(bank(region), word);
    expect(chips(sentence(region))).toEqual(['I', 'go', 'to', 'school']);
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(within(region).getByRole('status').textContent).toBe('Right! Well done.');
  });

  it('a wrong order is wrong; Try again gives every word back', () => {
    const { region } = showComplete('order-words');
    for (const word of ['school', 'to', 'go', 'I']) {
      fireEvent.click(within(bank(region)).getByRole('button', { name: word }));
    }
    fireEvent.click(within(region).getByRole('button', { name: 'Check' }));
    expect(within(region).getByRole('status').textContent).toBe('Not quite. Try again.');
    const placed = within(sentence(region)).getAllByRole('button') as HTMLButtonElement[];
    expect(placed.every((button) => button.disabled)).toBe(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(chips(sentence(region))).toEqual([]);
    expect(chips(bank(region))).toHaveLength(4);
    expect(within(region).getByRole('status').textContent).toBe('');
  });

  it('Arabic words flow right to left inside an English page', () => {
    const { region } = show('order-words', {}, words('ذهب', 'الولد', 'إلى', 'المدرسة'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(sentence(region).getAttribute('dir')).toBe('rtl');
    expect(bank(region).getAttribute('dir')).toBe('rtl');
    for (const word of ['ذهب', 'الولد', 'إلى', 'المدرسة']) {
      fireEvent.click(within(bank(region)).getByRole('button', { name: word }));
    }
    fireEvent.click(within(region).getByRole('button', { name: 'Check' }));
    expect(within(region).getByRole('status').textContent).toBe('Right! Well done.');
  });

  it('in Arabic the lines, the check and the verdict are Arabic', async () => {
    await changeLanguage('ar');
    const { region } = showComplete('order-words');
    const line = within(region).getByRole('list', { name: 'جملتك' });
    expect(within(line).getByText('اضغط على الكلمات بالترتيب.')).toBeTruthy();
    const offered = within(region).getByRole('list', { name: 'كلمات لم تُوضع بعد' });
    for (const word of ['I', 'go', 'to', 'school']) {
      fireEvent.click(within(offered).getByRole('button', { name: word }));
    }
    fireEvent.click(within(region).getByRole('button', { name: 'تحقّق' }));
    expect(within(region).getByRole('status').textContent).toBe('إجابة صحيحة! أحسنت.');
    expect(within(region).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
