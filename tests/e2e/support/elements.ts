import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ELEMENT_RULES, type ElementType, type MediaKind } from '../../../contract/elements';

const DEMO_MEDIA = join(import.meta.dirname, '..', '..', '..', 'server', 'db', 'demo-media');

/** A small real file of each kind, from the demo curriculum's media. */
export const SAMPLE_MEDIA: Record<MediaKind, string> = {
  picture: join(DEMO_MEDIA, 'sun.png'),
  audio: join(DEMO_MEDIA, 'shams.mp3'),
  video: join(DEMO_MEDIA, 'sky.mp4'),
};
const OPTION_PICTURES = [join(DEMO_MEDIA, 'sun.png'), join(DEMO_MEDIA, 'moon.png')];
const WORDS = ['ذهب', 'الولد', 'إلى', 'المدرسة'];

/** Chooses a file in a media field and waits until the upload is stored and shown. */
async function upload(page: Page, id: string, file: string) {
  await page.locator(`#${id}`).setInputFiles(file);
  await page.getByTestId(`media-${id}`).locator('img, audio, video').waitFor();
}

/**
 * Adds a complete element of `type` to the open activity through the editor (texts typed,
 * media uploaded, answers filled with the first one correct) and saves it.
 */
export async function addElement(page: Page, type: ElementType) {
  const rule = ELEMENT_RULES[type];
  await page.getByTestId('element-add').click();
  await page.getByTestId(`element-type-${type}`).click();
  const editor = page.getByTestId('element-editor');
  await editor.waitFor();
  if (rule.fields.includes('prompt')) {
    await editor.getByLabel('Question or instruction').fill('اختر الإجابة الصحيحة');
  }
  if (rule.fields.includes('passage')) {
    await editor.getByLabel('Text to read').fill('ذهب الولد إلى المدرسة.');
  }
  for (const kind of ['picture', 'audio', 'video'] as const) {
    if (rule.fields.includes(kind)) await upload(page, `element-${kind}`, SAMPLE_MEDIA[kind]);
  }
  for (let index = 0; index < rule.minAnswers; index += 1) {
    if (rule.answers === 'picture-options') {
      await upload(page, `answer-${index}-picture`, OPTION_PICTURES[index % 2]!);
    } else {
      const name = rule.answers === 'words' ? `Word ${index + 1}` : `Option ${index + 1}`;
      await editor.getByRole('textbox', { name, exact: true }).fill(WORDS[index]!);
    }
  }
  if (rule.answers === 'text-options' || rule.answers === 'picture-options') {
    await editor.getByLabel('Option 1 is correct').check();
  }
  await editor.getByTestId('element-problems').getByText('Ready to publish.').waitFor();
  await editor.getByTestId('element-save').click();
  await page.getByText('Element Added Successfully').last().waitFor();
  // The saved element is selected: its header offers the workflow.
  await page.getByTestId('element-header').waitFor();
}
