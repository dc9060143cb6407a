import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/app/lazy';
import { changeLanguage } from '../../src/i18n/i18n';

/** A screen whose chunk cannot be fetched, as after a deploy removed it. */
const failing = () =>
  lazyScreen<object>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen whose code fails to load', () => {
  it('says so with a reload button, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Screen = failing();
    render(<Screen />);
    const alert = await screen.findByTestId('screen-failure');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('This screen could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks Arabic on an Arabic page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await changeLanguage('ar');
    const Screen = failing();
    render(<Screen />);
    await screen.findByText('تعذّر تحميل هذه الشاشة');
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeTruthy();
  });

  it('tries the chunk again on the next visit rather than keeping the failure', async () => {
    let attempts = 0;
    const Screen = lazyScreen<object>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return () => <p>loaded</p>;
    });
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});
