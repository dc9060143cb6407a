import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../src/api/query-client';
import { forgetAppActors } from '../../../src/app/actors/app-instance';
import { endFlow } from '../../../src/features/auth/account-flows';
import { changeLanguage, registerTexts } from '../../../src/i18n/i18n';
import { loadToaster } from '../../../src/ui/toast';
import { FEATURE_TEXTS } from './feature-texts';

// findBy and waitFor wait up to 3 s, not 1: the test command runs the browser tests beside these
// on two cores, where a lazily loaded part (a menu, a dialog) can take over a second to appear.
configure({ asyncUtilTimeout: 3000 });

// The app registers a feature's texts when its route loads; tests render features directly.
await Promise.all(FEATURE_TEXTS.map(registerTexts));
// The app loads the notices' view with the first notice; tests have it at once.
await loadToaster();

/** A test's document has no layout: every observed box is in view at once. */
class InViewObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// No test reaches a real server: anything not stubbed by the test itself answers 404.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Not found.', code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(async () => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await changeLanguage('en');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// The files of a worker share one module graph (no isolation, see vite.config.ts): each starts
// as a fresh page would, without the app's actors, cached data or guided flow of the last one.
afterAll(() => {
  forgetAppActors();
  queryClient.clear();
  endFlow();
});
