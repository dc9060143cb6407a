import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_LIMITS, STORY_MESSAGES, type Story } from '../../contract/stories';
import type { UserOrg } from '../../contract/users';
import { MyStoriesRoute } from '../../src/app/routes/stories-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { FakeXhr } from './support/fake-xhr';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';
import {
  BLOCKED_ID,
  blockedStory,
  comments,
  HIDDEN_ID,
  hiddenStory,
  pageOf,
  reactions,
  story,
  STORY_ID,
  storiesReader,
} from './support/story-fixtures';

/*
 * /stories/my-stories: the composer (refusals, the live preview, the body sent, the upload of a
 * picture), the author's cards with only the machine's buttons, the reactions and comments, a
 * reader's view; English and Arabic.
 */

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
});
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

function stub(list: Story[] = [story(), blockedStory, hiddenStory]) {
  return routeFetch({
    'GET /v1/stories/mine': () => pageOf(list),
    'POST /v1/stories': (call) =>
      json({ data: story(call.body as Partial<Story>), message: STORY_MESSAGES.created }, 201),
    [`PUT /v1/stories/${STORY_ID}/hide`]: () =>
      json({ data: story({ status: 'hidden' }), message: STORY_MESSAGES.hidden }),
    [`GET /v1/stories/${STORY_ID}/reactions`]: () => pageOf(reactions),
    [`GET /v1/stories/${STORY_ID}/comments`]: () => pageOf(comments),
  });
}

/** Renders the page and waits for its composer (a chunk of its own, loaded as the page shows). */
async function renderPage(org: UserOrg = hadAdmin) {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <MyStoriesRoute />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: '/stories/my-stories' },
  );
  await screen.findByTestId('story-composer');
}

const composer = () => within(screen.getByTestId('story-composer'));
const publish = () => fireEvent.click(screen.getByTestId('story-publish'));

describe('/stories/my-stories composer', () => {
  it('refuses an empty and a too-long text, previews what is typed and publishes the right body', async () => {
    const { calls } = stub([]);
    await renderPage();
    expect(await screen.findByTestId('stories-mine-empty')).toBeTruthy();

    publish();
    expect((await screen.findByTestId('story-text-error')).textContent).toBe(
      'Write the story’s text.',
    );
    fireEvent.change(composer().getByLabelText('Story text'), {
      target: { value: 'x'.repeat(STORY_LIMITS.textMax + 1) },
    });
    await waitFor(() =>
      expect(screen.getByTestId('story-text-error').textContent).toBe('At most 500 characters.'),
    );
    expect(composer().getByText('501 / 500')).toBeTruthy();

    fireEvent.change(composer().getByLabelText('Story text'), {
      target: { value: 'Hello learners' },
    });
    expect(screen.getByTestId('story-preview').textContent).toContain('Hello learners');
    fireEvent.click(composer().getByLabelText('My organization'));
    expect(composer().getByLabelText<HTMLSelectElement>('Stays up for').value).toBe('24h');
    publish();

    expect(await screen.findByText(STORY_MESSAGES.created)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      kind: 'text',
      text: 'Hello learners',
      mediaFileName: null,
      visibility: 'organization',
    });
    const ahead = Date.parse((sent?.body as { expiresAt: string }).expiresAt) - Date.now();
    expect(Math.abs(ahead - 24 * 60 * 60 * 1000)).toBeLessThan(60 * 1000);
    // The form starts again.
    await waitFor(() =>
      expect(composer().getByLabelText<HTMLTextAreaElement>('Story text').value).toBe(''),
    );
  });

  it('a custom expiry in the past is refused before sending', async () => {
    const { calls } = stub([]);
    await renderPage();
    fireEvent.change(await screen.findByLabelText('Story text'), { target: { value: 'Soon' } });
    fireEvent.change(composer().getByLabelText('Stays up for'), { target: { value: 'custom' } });
    fireEvent.change(composer().getByLabelText('Expires at'), {
      target: { value: '2020-01-01T10:00' },
    });
    publish();
    expect((await screen.findByTestId('story-expiry-custom-error')).textContent).toBe(
      STORY_MESSAGES.expiryInPast,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a picture is refused when it is not one, uploaded at once when it is, and published', async () => {
    const { calls } = stub([]);
    await renderPage();
    fireEvent.click(await screen.findByLabelText('Picture'));
    publish();
    expect((await screen.findByTestId('story-media-error')).textContent).toBe(
      STORY_MESSAGES.mediaRequired,
    );

    const input = document.getElementById('story-media')!;
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notes] } });
    await waitFor(() =>
      expect(screen.getByTestId('story-media-error').textContent).toBe(
        'This file type is not allowed, Allowed formats: PNG, JPEG, WebP.',
      ),
    );
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    await waitFor(() =>
      expect(screen.getByTestId('story-media-error').textContent).toBe(
        'The file is too large: at most 5 MB for a picture.',
      ),
    );
    expect(FakeXhr.sent).toHaveLength(0);

    const sun = new File([new Uint8Array(64)], 'sun.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [sun] } });
    const xhr = FakeXhr.sent.at(-1)!;
    expect(xhr.url).toBe('/api/users/v1/stories/upload-media');
    expect((xhr.body?.get('file') as File).name).toBe('sun.png');
    act(() => xhr.progress(40, 100));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    act(() =>
      xhr.respond(201, {
        data: {
          fileName: 'p1.png',
          url: '/media/p1.png',
          kind: 'picture',
          contentType: 'image/png',
          bytes: 64,
        },
      }),
    );
    expect((await screen.findByTestId('story-media-uploaded')).textContent).toContain('sun.png');
    expect(screen.getByTestId('story-preview').querySelector('img')?.getAttribute('src')).toBe(
      '/media/p1.png',
    );
    fireEvent.change(composer().getByLabelText('Caption (optional)'), {
      target: { value: 'Our trip' },
    });
    publish();
    expect(await screen.findByText(STORY_MESSAGES.created)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'picture',
      text: 'Our trip',
      mediaFileName: 'p1.png',
      visibility: 'everyone',
    });
  });
});

describe('/stories/my-stories list', () => {
  it('shows each story with only the machine’s buttons, hides one and lists its reactions and comments', async () => {
    const { calls } = stub();
    await renderPage();
    const visible = within(await screen.findByTestId(`story-${STORY_ID}`));
    expect(visible.getByTestId(`story-${STORY_ID}-status`).textContent).toBe('Visible');
    expect(visible.getByText('Ramadan kareem to every learner!')).toBeTruthy();
    expect(visible.getByText('6 reactions')).toBeTruthy();
    expect(visible.getByText('2 comments')).toBeTruthy();
    expect(visible.getByLabelText('Like: 3')).toBeTruthy();
    expect(visible.queryByTestId(`story-${STORY_ID}-hide`)).toBeTruthy();
    expect(visible.queryByTestId(`story-${STORY_ID}-show`)).toBeNull();

    const blocked = within(screen.getByTestId(`story-${BLOCKED_ID}`));
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-status`).textContent).toBe('Blocked');
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-reason`).textContent).toBe(
      'Blocked by a moderator: Advertising is not allowed.',
    );
    expect(blocked.queryByTestId(`story-${BLOCKED_ID}-hide`)).toBeNull();
    expect(blocked.queryByTestId(`story-${BLOCKED_ID}-show`)).toBeNull();

    const hidden = within(screen.getByTestId(`story-${HIDDEN_ID}`));
    expect(hidden.queryByTestId(`story-${HIDDEN_ID}-show`)).toBeTruthy();
    expect(hidden.queryByTestId(`story-${HIDDEN_ID}-hide`)).toBeNull();

    fireEvent.click(visible.getByTestId(`story-${STORY_ID}-hide`));
    expect(await screen.findByText(STORY_MESSAGES.hidden)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/users/v1/stories/${STORY_ID}/hide`,
    ]);

    fireEvent.click(visible.getByTestId(`story-${STORY_ID}-activity`));
    const modal = within(await screen.findByTestId('story-activity-modal'));
    expect((await modal.findByTestId('story-reactions')).textContent).toContain('Omar Saleh');
    expect(modal.getByTestId('story-reactions').textContent).toContain('Love');
    const listed = await modal.findByTestId('story-comments');
    expect(listed.textContent).toContain('Thank you!');
    expect(listed.textContent).toContain('Removed');
  });

  it('a reader without write sees the stories without the composer or any button', async () => {
    stub();
    renderPage(storiesReader);
    await screen.findByTestId(`story-${STORY_ID}`);
    expect(screen.queryByTestId('story-composer')).toBeNull();
    for (const id of [STORY_ID, BLOCKED_ID, HIDDEN_ID]) {
      expect(screen.queryByTestId(`story-${id}-hide`)).toBeNull();
      expect(screen.queryByTestId(`story-${id}-show`)).toBeNull();
    }
  });
});

describe('/stories/my-stories in Arabic', () => {
  it('reads right to left, refuses an empty story and publishes with the Arabic notice', async () => {
    await changeLanguage('ar');
    const { calls } = stub([blockedStory]);
    await renderPage();
    expect(document.documentElement.dir).toBe('rtl');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('قصصي');
    const blocked = within(await screen.findByTestId(`story-${BLOCKED_ID}`));
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-status`).textContent).toBe('محجوبة');
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-reason`).textContent).toBe(
      'حجبها مشرف: Advertising is not allowed.',
    );
    expect(blocked.queryByRole('button', { name: 'إخفاء' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'نشر' }));
    expect((await screen.findByTestId('story-text-error')).textContent).toBe('اكتب نص القصة.');
    fireEvent.change(composer().getByLabelText('نص القصة'), {
      target: { value: 'x'.repeat(STORY_LIMITS.textMax + 1) },
    });
    await waitFor(() =>
      expect(screen.getByTestId('story-text-error').textContent).toBe('500 حرف على الأكثر.'),
    );
    fireEvent.change(composer().getByLabelText('نص القصة'), { target: { value: 'رمضان كريم' } });
    expect(screen.getByTestId('story-preview').textContent).toContain('رمضان كريم');
    fireEvent.click(screen.getByRole('button', { name: 'نشر' }));
    expect(await screen.findByText('تم نشر القصة بنجاح')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'text',
      text: 'رمضان كريم',
      visibility: 'everyone',
    });
  });
});
