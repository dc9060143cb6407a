import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORY_LIMITS, STORY_MESSAGES, type Story } from '../../contract/stories';
import type { UserOrg } from '../../contract/users';
import { StoriesManagementRoute } from '../../src/app/routes/stories-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch } from './support/fetch-routes';
import { hadAdmin } from './support/orgs';
import { json, renderWithApp } from './support/render';
import {
  BLOCKED_ID,
  blockedStory,
  COMMENT_ID,
  comments,
  pageOf,
  REMOVED_COMMENT_ID,
  story,
  STORY_ID,
  storiesReader,
} from './support/story-fixtures';

/*
 * /stories/stories-management: the queue with its filters in the address, Block with a required
 * reason, Unblock and comment removal after confirmation, a reader's view; English and Arabic.
 */

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function stub(list: Story[] = [story(), blockedStory]) {
  return routeFetch({
    'GET /v1/stories/management': () => pageOf(list),
    [`PUT /v1/stories/${STORY_ID}/block`]: (call) =>
      json({
        data: story({ status: 'blocked', blockedReason: (call.body as { reason: string }).reason }),
        message: STORY_MESSAGES.blocked,
      }),
    [`PUT /v1/stories/${BLOCKED_ID}/unblock`]: () =>
      json({ data: { ...blockedStory, status: 'visible' }, message: STORY_MESSAGES.unblocked }),
    [`GET /v1/stories/${STORY_ID}/comments`]: () => pageOf(comments),
    [`DELETE /v1/stories/${STORY_ID}/comments/${COMMENT_ID}`]: () =>
      json({
        data: { ...comments[0], removedAt: '2030-03-02T09:00:00.000Z' },
        message: STORY_MESSAGES.commentRemoved,
      }),
  });
}

function renderPage(org: UserOrg = hadAdmin, path = '/stories/stories-management') {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <StoriesManagementRoute />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('/stories/stories-management', () => {
  it('lists the stories with author, organisation and figures; filters live in the address', async () => {
    const { calls } = stub();
    renderPage(hadAdmin, '/stories/stories-management?status=blocked&page=2');
    const card = within(await screen.findByTestId(`story-${STORY_ID}`));
    expect(card.getByText('By Amal Haddad')).toBeTruthy();
    expect(card.getByText('Organization: HAD')).toBeTruthy();
    expect(card.getByText('6 reactions')).toBeTruthy();
    expect(card.getByText('2 comments')).toBeTruthy();
    const first = calls.find((c) => c.path.endsWith('/management'))!;
    expect(first.query.get('status')).toBe('blocked');
    expect(first.query.get('pageNumber')).toBe('2');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'picture' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?status=blocked&kind=picture'),
    );
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ramadan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '?search=ramadan&status=blocked&kind=picture',
      ),
    );
    const last = calls.filter((c) => c.path.endsWith('/management')).at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      pageNumber: '1',
      status: 'blocked',
      kind: 'picture',
      search: 'ramadan',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });

  it('offers Block on a visible story and Unblock on a blocked one, never both', async () => {
    stub();
    renderPage();
    const visible = within(await screen.findByTestId(`story-${STORY_ID}`));
    expect(visible.queryByTestId(`story-${STORY_ID}-block`)).toBeTruthy();
    expect(visible.queryByTestId(`story-${STORY_ID}-unblock`)).toBeNull();
    const blocked = within(screen.getByTestId(`story-${BLOCKED_ID}`));
    expect(blocked.queryByTestId(`story-${BLOCKED_ID}-block`)).toBeNull();
    expect(blocked.queryByTestId(`story-${BLOCKED_ID}-unblock`)).toBeTruthy();
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-reason`).textContent).toBe(
      'Blocked by a moderator: Advertising is not allowed.',
    );
  });

  it('Block needs a reason, at most the limit, and sends it', async () => {
    const { calls } = stub();
    renderPage();
    fireEvent.click(await screen.findByTestId(`story-${STORY_ID}-block`));
    const modal = within(await screen.findByTestId('story-block-modal'));
    fireEvent.click(modal.getByTestId('story-block-submit'));
    expect((await modal.findByTestId('story-block-reason-error')).textContent).toBe(
      STORY_MESSAGES.reasonRequired,
    );
    fireEvent.change(modal.getByLabelText('Reason'), {
      target: { value: 'x'.repeat(STORY_LIMITS.reasonMax + 1) },
    });
    fireEvent.click(modal.getByTestId('story-block-submit'));
    await waitFor(() =>
      expect(modal.getByTestId('story-block-reason-error').textContent).toBe(
        'At most 300 characters.',
      ),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(modal.getByLabelText('Reason'), { target: { value: '  Spam links  ' } });
    fireEvent.click(modal.getByTestId('story-block-submit'));
    expect(await screen.findByText(STORY_MESSAGES.blocked)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/api/users/v1/stories/${STORY_ID}/block`);
    expect(put.body).toEqual({ reason: 'Spam links' });
    await waitFor(() => expect(screen.queryByTestId('story-block-modal')).toBeNull());
  });

  it('Unblock asks first; Cancel sends nothing, Confirm unblocks', async () => {
    const { calls } = stub();
    renderPage();
    fireEvent.click(await screen.findByTestId(`story-${BLOCKED_ID}-unblock`));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Unblock the story by Amal Haddad?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByTestId(`story-${BLOCKED_ID}-unblock`));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(STORY_MESSAGES.unblocked)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/users/v1/stories/${BLOCKED_ID}/unblock`,
    ]);
  });

  it('the comments panel marks removed comments and removes one after confirmation', async () => {
    const { calls } = stub();
    renderPage();
    fireEvent.click(await screen.findByTestId(`story-${STORY_ID}-comments-toggle`));
    const panel = within(await screen.findByTestId(`story-${STORY_ID}-comments`));
    const removed = within(panel.getByTestId(`story-${STORY_ID}-comments-${REMOVED_COMMENT_ID}`));
    expect(removed.getByText('Removed')).toBeTruthy();
    expect(removed.queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.click(panel.getByTestId(`story-${STORY_ID}-comments-${COMMENT_ID}-remove`));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove the comment by Omar Saleh?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(STORY_MESSAGES.commentRemoved)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/users/v1/stories/${STORY_ID}/comments/${COMMENT_ID}`,
    ]);
  });

  it('a reader without write sees the queue and comments without any action button', async () => {
    stub();
    renderPage(storiesReader);
    await screen.findByTestId(`story-${STORY_ID}`);
    expect(screen.queryByTestId(`story-${STORY_ID}-block`)).toBeNull();
    expect(screen.queryByTestId(`story-${BLOCKED_ID}-unblock`)).toBeNull();
    fireEvent.click(screen.getByTestId(`story-${STORY_ID}-comments-toggle`));
    await screen.findByTestId(`story-${STORY_ID}-comments`);
    expect(screen.queryByTestId(`story-${STORY_ID}-comments-${COMMENT_ID}-remove`)).toBeNull();
  });

  it('a refused action shows the service’s message (409 from the machine)', async () => {
    routeFetch({
      'GET /v1/stories/management': () => pageOf([story()]),
      [`PUT /v1/stories/${STORY_ID}/block`]: () =>
        json({ message: STORY_MESSAGES.notAllowed, code: 'CONFLICT' }, 409),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId(`story-${STORY_ID}-block`));
    const modal = within(await screen.findByTestId('story-block-modal'));
    fireEvent.change(modal.getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(modal.getByTestId('story-block-submit'));
    expect(await screen.findByText(STORY_MESSAGES.notAllowed)).toBeTruthy();
  });
});

describe('/stories/stories-management in Arabic', () => {
  it('reads right to left; Block needs a reason and the notices are in Arabic', async () => {
    await changeLanguage('ar');
    const { calls } = stub();
    renderPage();
    expect(document.documentElement.dir).toBe('rtl');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('إدارة القصص');
    const blocked = within(await screen.findByTestId(`story-${BLOCKED_ID}`));
    expect(blocked.getByTestId(`story-${BLOCKED_ID}-status`).textContent).toBe('محجوبة');
    fireEvent.click(screen.getByTestId(`story-${STORY_ID}-block`));
    const modal = within(await screen.findByTestId('story-block-modal'));
    fireEvent.click(modal.getByTestId('story-block-submit'));
    expect((await modal.findByTestId('story-block-reason-error')).textContent).toBe(
      'اذكر سبب حجب القصة.',
    );
    fireEvent.change(modal.getByLabelText('السبب'), { target: { value: 'إعلان' } });
    fireEvent.click(modal.getByTestId('story-block-submit'));
    expect(await screen.findByText('تم حجب القصة بنجاح')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reason: 'إعلان' });

    fireEvent.click(screen.getByTestId(`story-${BLOCKED_ID}-unblock`));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('هل تريد إلغاء حجب قصة Amal Haddad؟');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الحجب' }));
    expect(await screen.findByText('تم إلغاء حجب القصة بنجاح')).toBeTruthy();
  });
});
