import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../contract/constants';
import { CLASS_MESSAGES } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import { TRASH_MESSAGES, UNDO_SECONDS } from '../../contract/trash';
import { usersApi } from '../../src/api/http';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster, notify } from '../../src/ui/toast';
import { routeFetch } from './support/fetch-routes';
import { json } from './support/render';

afterEach(() => vi.useRealTimers());

/** react-hot-toast positions each notice in a wrapper styled for its corner. */
const cornerOf = (text: string) => {
  const wrapper = screen.getByText(text).closest('div[style*="position"]') as HTMLElement | null;
  return wrapper?.style.cssText ?? '';
};

describe('notices', () => {
  it('load react-hot-toast with the first notice, then show it', async () => {
    // A fresh page: the setup loaded the notices' view for the other tests.
    vi.resetModules();
    const fresh = await import('../../src/ui/toast');
    const { container } = render(<fresh.AppToaster />);
    expect(container.querySelector('[data-rht-toaster]')).toBeNull();
    act(() => fresh.notify('error', 'The first notice of a fresh page'));
    expect(await screen.findByText('The first notice of a fresh page')).toBeTruthy();
    expect(container.querySelector('[data-rht-toaster]')).not.toBeNull();
  });

  it('translate an i18n key, and show any other text as it is', async () => {
    render(<AppToaster />);
    act(() => {
      notify('info', 'confirm.title');
      notify('error', 'You are not a member of this organization.');
    });
    expect(await screen.findByText('Confirm action')).toBeTruthy();
    expect(screen.getByText('You are not a member of this organization.')).toBeTruthy();
  });

  it('follow the language and interpolate values', async () => {
    await changeLanguage('ar');
    render(<AppToaster />);
    act(() => void notify('warning', 'errors.http', { action: 'v1/class_room' }));
    expect(
      await screen.findByText(
        'عذرًا! واجهتنا مشكلة أثناء الإجراء: v1/class_room، يُرجى المحاولة مرة أخرى أو التواصل مع الدعم.',
      ),
    ).toBeTruthy();
  });

  it('put success at the bottom right', async () => {
    render(<AppToaster />);
    act(() => {
      notify('success', 'Saved');
      notify('error', 'Failed');
    });
    await screen.findByText('Saved');
    expect(cornerOf('Saved')).toContain('bottom');
    expect(cornerOf('Saved')).toContain('flex-end');
    expect(cornerOf('Failed')).toContain('top');
  });

  it('put success at the top on a phone, off the buttons at the bottom of the screen', async () => {
    const narrow = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: false, media: query }) as MediaQueryList);
    try {
      render(<AppToaster />);
      act(() => void notify('success', 'Saved on a phone'));
      await screen.findByText('Saved on a phone');
      expect(cornerOf('Saved on a phone')).toContain('top');
    } finally {
      narrow.mockRestore();
    }
  });

  it('can be closed', async () => {
    render(<AppToaster />);
    act(() => void notify('success', 'Closable notice'));
    await screen.findByText('Closable notice');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Closable notice')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('close by themselves after 5 s', async () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => void notify('error', 'Short-lived notice'));
    expect(screen.getByText('Short-lived notice')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByText('Short-lived notice')).toBeTruthy();
    // Dismissed at 5 s, then removed once its exit animation (1 s) is over.
    await act(async () => vi.advanceTimersByTime(200));
    await act(async () => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Short-lived notice')).toBeNull();
  });
});

describe('Undo after a delete', () => {
  const TRASH_ID = '6f1d0c7e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
  const CLASS_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

  /** A class delete that went to the trash, and its restore. */
  function stubDelete() {
    return routeFetch({
      [`DELETE /${USERS_PATHS.classRoom(CLASS_ID)}`]: () =>
        json({ data: { id: CLASS_ID }, message: CLASS_MESSAGES.deleted, trashId: TRASH_ID }),
      [`POST /${USERS_PATHS.trashRestore(TRASH_ID)}`]: () =>
        json({
          data: { id: TRASH_ID, kind: 'class', recordId: CLASS_ID },
          message: TRASH_MESSAGES.restored('Level 1 A'),
        }),
    });
  }

  async function deleteClass() {
    const body = await usersApi.delete(USERS_PATHS.classRoom(CLASS_ID)).json<{ message: string }>();
    act(() => notify('success', body.message));
  }

  const restores = (calls: ReturnType<typeof stubDelete>['calls']) =>
    calls.filter((call) => call.path.endsWith('/restore'));

  it('offers Undo on the notice of the delete, which restores the item and says so', async () => {
    const { calls } = stubDelete();
    render(<AppToaster />);
    await deleteClass();
    expect(await screen.findByText(CLASS_MESSAGES.deleted)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Level 1 A is back.')).toBeTruthy();
    expect(restores(calls)).toHaveLength(1);
    // Another success notice, not after a delete, offers nothing to undo.
    act(() => notify('success', 'Saved'));
    await screen.findByText('Saved');
    expect(screen.queryAllByRole('button', { name: 'Undo' })).toHaveLength(0);
  });

  it('undoes with Ctrl+Z, in Arabic, while the notice shows and not after', async () => {
    await changeLanguage('ar');
    const { calls } = stubDelete();
    render(<AppToaster />);
    await deleteClass();
    expect(await screen.findByRole('button', { name: 'تراجع' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(restores(calls)).toHaveLength(1));
    expect(await screen.findByText('عاد Level 1 A.')).toBeTruthy();

    vi.useFakeTimers({ toFake: ['Date'] });
    await deleteClass();
    vi.setSystemTime(Date.now() + UNDO_SECONDS * 1000 + 1);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(restores(calls)).toHaveLength(1);
  });
});
