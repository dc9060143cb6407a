import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ELEMENT_RULES,
  ELEMENT_TYPES,
  elementProblems,
  MEDIA_KINDS,
  type ElementType,
} from '../../contract/elements';
import { ElementEditor } from '../../src/features/curriculum/elements/element-editor';
import { changeLanguage, i18n } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { FakeXhr } from './support/fake-xhr';
import { ACTIVITY_ID, answerId, ELEMENT_ID, savedElement } from './support/element-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderEditor(type: ElementType, element: ReturnType<typeof savedElement> | null = null) {
  actors = createTestActors([hadAdmin]);
  const onSaved = vi.fn();
  renderWithApp(
    <>
      <ElementEditor
        activityId={ACTIVITY_ID}
        type={type}
        element={element}
        onSaved={onSaved}
        onCancel={() => {}}
      />
      <AppToaster />
    </>,
    { actors, path: '/curriculum/content' },
  );
  return { onSaved };
}

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
const form = () => screen.getByRole('form', { name: t('elements.form') });
const answerName = (type: ElementType, index: number) =>
  t(ELEMENT_RULES[type].answers === 'words' ? 'elements.answers.word' : 'elements.answers.option', {
    number: index + 1,
  });

/** Answers the save of `type` with what was sent, as the service does. */
function stubSave(type: ElementType, status = 201) {
  const saved = (call: Call) => {
    const body = call.body as { content: Record<string, string>; answers: { text: string }[] };
    return json(
      {
        data: savedElement(
          type,
          body.content,
          body.answers.map((a) => ({ text: a.text, picture: null, isCorrect: false })),
        ),
        message:
          call.method === 'POST' ? 'Element Added Successfully' : 'Element Updated Successfully',
      },
      status,
    );
  };
  return routeFetch({
    [`POST /v1/admin/multichoiceActivities/${type}`]: saved,
    [`PUT /v1/admin/multichoiceActivities/${type}`]: saved,
  }).calls;
}

const TEXTS = { prompt: 'اختر الكلمة الصحيحة', passage: 'ذهب الولد إلى المدرسة.' } as const;
const WORDS = ['ذهب', 'الولد', 'إلى', 'المدرسة'];

describe.each(['en', 'ar'] as const)('element editors in %s', (language) => {
  it.each(ELEMENT_TYPES)(
    '%s: its own fields, the problems as typed, a draft saved',
    async (type) => {
      await changeLanguage(language);
      const rule = ELEMENT_RULES[type];
      const calls = stubSave(type);
      const { onSaved } = renderEditor(type);

      // Only the type's fields, labelled in the page's language.
      for (const name of ['prompt', 'passage'] as const) {
        const present = rule.fields.includes(name);
        expect(screen.queryByLabelText(t(`elements.fields.${name}`)) !== null).toBe(present);
      }
      for (const kind of MEDIA_KINDS) {
        expect(screen.queryByTestId(`media-element-${kind}`) !== null).toBe(
          rule.fields.includes(kind),
        );
      }
      // A new element starts with the fewest answers its type allows.
      if (rule.answers === 'none') expect(screen.queryByTestId('answers-field')).toBeNull();
      else
        expect(within(screen.getByTestId('answers-list')).getAllByRole('listitem')).toHaveLength(
          rule.minAnswers,
        );

      // Type what can be typed: texts, text options (the first one correct), words.
      const content: Record<string, string | null> = Object.fromEntries(
        rule.fields.map((field) => [field, null]),
      );
      for (const name of ['prompt', 'passage'] as const) {
        if (!rule.fields.includes(name)) continue;
        fireEvent.change(screen.getByLabelText(t(`elements.fields.${name}`)), {
          target: { value: TEXTS[name] },
        });
        content[name] = TEXTS[name];
      }
      const answers = Array.from({ length: rule.minAnswers }, (_, index) => ({
        text: rule.answers === 'picture-options' ? '' : (WORDS[index] ?? ''),
        picture: null,
        isCorrect: rule.answers !== 'words' && index === 0,
      }));
      answers.forEach((answer, index) => {
        if (rule.answers !== 'picture-options') {
          fireEvent.change(screen.getByRole('textbox', { name: answerName(type, index) }), {
            target: { value: answer.text },
          });
        }
        if (answer.isCorrect) {
          fireEvent.click(screen.getByLabelText(t('elements.answers.correctOf', { number: 1 })));
        }
      });

      // What still stops publishing, worked out as the contract does.
      const problems = within(screen.getByTestId('element-problems'));
      const expected = elementProblems(type, content, answers);
      if (expected.length === 0)
        expect(problems.getByText(t('elements.problems.none'))).toBeTruthy();
      for (const problem of expected) {
        const text = t(`elements.problems.${problem}`, {
          min: rule.minAnswers,
          max: rule.maxAnswers,
        });
        expect(problems.getByText(text)).toBeTruthy();
      }

      fireEvent.click(within(form()).getByTestId('element-save'));
      await waitFor(() => expect(calls).toHaveLength(1));
      const body = calls[0]!.body as Record<string, unknown>;
      expect(calls[0]!.method).toBe('POST');
      // Strict on the service's side: only the type's content fields are sent.
      expect(Object.keys(body.content as object).sort()).toEqual([...rule.fields].sort());
      expect(body).toMatchObject({ activityId: ACTIVITY_ID, questionnaireLevel: 1, points: 1 });
      expect((body.answers as unknown[]).length).toBe(rule.minAnswers);
      expect(body.answers).toEqual(answers);
      await screen.findByText(
        language === 'ar' ? 'تمت إضافة العنصر بنجاح' : 'Element Added Successfully',
      );
      expect(onSaved).toHaveBeenCalledWith(ELEMENT_ID);
      expect(document.body.textContent).not.toMatch(/elements\.|elementPreview\./);
    },
  );
});

describe('element editor behaviour', () => {
  it('a saved element: its values and media shown, answers kept by id when saved again', async () => {
    const calls = stubSave('audio-picture');
    renderEditor(
      'audio-picture',
      savedElement('audio-picture', { prompt: 'Which is the sun?', audio: 'shams.mp3' }, [
        { text: '', picture: 'sun.png', isCorrect: true },
        { text: '', picture: 'moon.png', isCorrect: false },
      ]),
    );
    const audio = within(screen.getByTestId('media-element-audio'));
    expect(audio.getByLabelText('Audio').getAttribute('src')).toBe('/media/shams.mp3');
    expect(
      within(screen.getByTestId('media-answer-0-picture'))
        .getByRole('img', { name: 'Option 1' })
        .getAttribute('src'),
    ).toBe('/media/sun.png');
    expect(
      within(screen.getByTestId('element-problems')).getByText('Ready to publish.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('element-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.body).toMatchObject({
      id: ELEMENT_ID,
      content: { prompt: 'Which is the sun?', audio: 'shams.mp3' },
      answers: [
        { id: answerId(1), picture: 'sun.png', isCorrect: true },
        { id: answerId(2), picture: 'moon.png', isCorrect: false },
      ],
    });
    await screen.findByText('Element Updated Successfully');
  });

  it('removing a medium leaves a draft that says what is missing', () => {
    renderEditor(
      'compare-audio',
      savedElement('compare-audio', { prompt: 'Repeat', audio: 'a.mp3' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Audio' }));
    expect(screen.getByText('Upload the audio.')).toBeTruthy();
    expect(within(screen.getByTestId('media-element-audio')).getByText('No file yet')).toBeTruthy();
  });

  it('recognize the word: exactly one option is correct', () => {
    renderEditor('recognize-word');
    const first = screen.getByRole('radio', { name: 'Option 1 is correct' });
    const second = screen.getByRole('radio', { name: 'Option 2 is correct' });
    fireEvent.click(first);
    fireEvent.click(second);
    expect((first as HTMLInputElement).checked).toBe(false);
    expect((second as HTMLInputElement).checked).toBe(true);
  });

  it('options grow to the type’s maximum and shrink', () => {
    renderEditor('recognize-word');
    const add = screen.getByTestId('answer-add');
    const max = ELEMENT_RULES['recognize-word'].maxAnswers;
    for (let i = ELEMENT_RULES['recognize-word'].minAnswers; i < max; i += 1) fireEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(max);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `Remove option ${max}` }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(max - 1);
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('the words keep the order given by keyboard', async () => {
    const calls = stubSave('order-words');
    renderEditor('order-words');
    fireEvent.click(screen.getByTestId('answer-add'));
    ['one', 'two', 'three'].forEach((word, index) =>
      fireEvent.change(screen.getByRole('textbox', { name: `Word ${index + 1}` }), {
        target: { value: word },
      }),
    );
    // "three" moves up twice with the arrow key on its handle.
    const handles = () => screen.getAllByRole('button', { name: /^Move Word/ });
    fireEvent.keyDown(handles()[2]!, { key: 'ArrowUp' });
    fireEvent.keyDown(handles()[1]!, { key: 'ArrowUp' });
    fireEvent.click(screen.getByTestId('element-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = (calls[0]!.body as { answers: { text: string }[] }).answers.map((a) => a.text);
    expect(sent).toEqual(['three', 'one', 'two']);
  });

  it('checks the contract’s schema before sending: too long a prompt is shown, nothing sent', async () => {
    const calls = stubSave('text-text');
    renderEditor('text-text');
    fireEvent.change(screen.getByLabelText('Question or instruction'), {
      target: { value: 'x'.repeat(1001) },
    });
    fireEvent.click(screen.getByTestId('element-save'));
    await screen.findByTestId('element-prompt-error');
    expect(calls).toHaveLength(0);
  });

  it('a refused save: "Error {status}:" with the service’s lines, the field error on its field', async () => {
    routeFetch({
      'POST /v1/admin/multichoiceActivities/text-text': () =>
        json(
          {
            message: 'The request is invalid.',
            code: 'BAD_REQUEST',
            fieldErrors: { 'content.prompt': 'Too long.', activityId: 'Not found.' },
          },
          400,
        ),
    });
    renderEditor('text-text');
    fireEvent.click(screen.getByTestId('element-save'));
    const failure = await screen.findByTestId('element-failure');
    expect(failure.textContent).toContain('Error 400:');
    expect(
      within(failure)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The request is invalid.', 'content.prompt: Too long.', 'activityId: Not found.']);
    expect(screen.getByTestId('element-prompt-error').textContent).toBe('Too long.');
  });
});

describe('element editor media and translation', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('a chosen audio file uploads with its progress shown, then plays from the media base', async () => {
    const calls = stubSave('audio-text');
    renderEditor('audio-text');
    const field = within(screen.getByTestId('media-element-audio'));
    expect(field.getByRole('button', { name: 'Choose a file: Audio' })).toBeTruthy();
    const input = document.getElementById('element-audio')!;
    const audio = new File([new Uint8Array([0x49, 0x44, 0x33])], 'shams.mp3', {
      type: 'audio/mpeg',
    });
    fireEvent.change(input, { target: { files: [audio] } });
    const xhr = FakeXhr.sent.at(-1)!;
    expect(xhr.url).toBe('/api/users/v1/general/aws/s3/upload-file');
    act(() => xhr.progress(40, 100));
    expect(field.getByText('Uploading 40%')).toBeTruthy();
    act(() =>
      xhr.respond(201, {
        data: {
          fileName: 'a1.mp3',
          url: '/media/a1.mp3',
          kind: 'audio',
          contentType: 'audio/mpeg',
          bytes: 3,
        },
      }),
    );
    await waitFor(() =>
      expect(field.getByLabelText('Audio').getAttribute('src')).toBe('/media/a1.mp3'),
    );
    expect(screen.queryByText('Upload the audio.')).toBeNull();
    fireEvent.click(screen.getByTestId('element-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ content: { audio: 'a1.mp3' } });
  });

  it('a file of the wrong kind is refused before sending, in the page’s language', async () => {
    await changeLanguage('ar');
    renderEditor('video');
    const input = document.getElementById('element-video')!;
    const picture = new File([new Uint8Array(4)], 'sun.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    const error = await screen.findByTestId('media-element-video-error');
    expect(error.textContent).toMatch(/^تعذّر الرفع: /);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('translate: the prompt is replaced by its translation into the other language', async () => {
    const { calls } = routeFetch({
      'GET /v1/general/translate': (call) =>
        json({ data: { text: call.query.get('targetLanguage') === 'ar' ? 'مرحبا' : 'Hello' } }),
    });
    renderEditor('text-text');
    const prompt = screen.getByLabelText('Question or instruction') as HTMLTextAreaElement;
    fireEvent.change(prompt, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('translate-prompt'));
    await waitFor(() => expect(prompt.value).toBe('مرحبا'));
    expect(calls[0]!.query.get('sourceLanguage')).toBe('en');
    expect(calls[0]!.query.get('text')).toBe('Hello');
    // Now Arabic, the same button translates it back.
    expect(screen.getByTestId('translate-prompt').textContent).toBe('Translate to English');
  });

  it('translate refused (no provider): an error toast with the service’s message, the text kept', async () => {
    routeFetch({
      'GET /v1/general/translate': () =>
        json(
          { message: 'Translation is not configured on this server.', code: 'UNAVAILABLE' },
          503,
        ),
    });
    renderEditor('read-text');
    const passage = screen.getByLabelText('Text to read') as HTMLTextAreaElement;
    fireEvent.change(passage, { target: { value: 'نص' } });
    fireEvent.click(screen.getByTestId('translate-passage'));
    await screen.findByText('Translation is not configured on this server.');
    expect(passage.value).toBe('نص');
  });
});
