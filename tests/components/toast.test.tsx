import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../contract/constants';
import { AppToaster, notify } from '../../src/ui/toast';
import { changeLanguage } from '../../src/i18n/i18n';

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
