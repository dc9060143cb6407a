import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO_DEFAULT, APP_INFO_MESSAGES } from '../../contract/app-info';
import { MEETING_KEY_NAMES, MEETING_MESSAGES } from '../../contract/meetings';
import { MESSAGES } from '../../contract/messages';
import { REWARD_DEFAULTS, REWARD_MESSAGES, REWARD_TYPES } from '../../contract/rewards';
import { SettingsRoute } from '../../src/app/routes/settings-route';
import { VERSION_RELOAD_MS } from '../../src/features/settings/app-version-section';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, membership, nourManager, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';
import type { UserOrg } from '../../contract/users';

const AT = '2026-03-01T10:00:00.000Z';

/** A customer's configuration reader: sees the settings, changes none. */
const nourReader = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Settings reader',
    number: 7,
    permissions: permissions({ Configurations: { read: true, write: true } }),
  },
});
/** HAD's reader: every tab, no buttons. */
const hadReader = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  role: { name: 'Reader', number: 8, permissions: permissions({ Configurations: { read: true } }) },
});

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

/** As the service tells them: a key set ends in 'WXYZ' (the test's keys are long enough). */
const keysStatus = (set: Partial<Record<string, boolean>> = {}) => {
  const keys = Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, set[name] ?? false]));
  const lastFour = Object.fromEntries(
    MEETING_KEY_NAMES.map((name) => [name, keys[name] ? 'WXYZ' : null]),
  );
  return { keys, lastFour, configured: Object.values(keys).every(Boolean) };
};

function stub(more: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /v1/app_info/current': () =>
      json({ data: { ...APP_INFO_DEFAULT, androidVersion: '2.3.1', updatedAt: AT } }),
    ...Object.fromEntries(
      REWARD_TYPES.map((type) => [
        `GET /v1/rewards/type/${type}`,
        () => json({ data: { ...REWARD_DEFAULTS[type], type, updatedAt: null } }),
      ]),
    ),
    'GET /v1/settings/meeting-keys': () => json({ data: keysStatus({ clientKey: true }) }),
    ...more,
  });
}

function renderPage(org: UserOrg = hadAdmin, path = '/settings', reload = vi.fn()) {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <SettingsRoute reload={reload} />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
  return reload;
}

const puts = (calls: Call[], suffix: string) =>
  calls.filter((c) => c.method === 'PUT' && c.path.endsWith(suffix));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/settings', () => {
  it('loads the app version, checks it with the contract, saves it, toasts the service’s message and then reloads', async () => {
    const { calls } = stub({
      'PUT /v1/app_info': (call) =>
        json({
          data: { ...(call.body as object), updatedAt: AT },
          message: APP_INFO_MESSAGES.updated,
        }),
    });
    const reload = renderPage();
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    expect((await screen.findByLabelText('Android version')).getAttribute('value')).toBe('2.3.1');
    expect(screen.getByTestId('settings-tab-version').getAttribute('aria-current')).toBe('page');
    type('Android version', '2.4');
    type('Message in English', '   ');
    fireEvent.click(screen.getByTestId('settings-version-save'));
    expect((await screen.findByTestId('settings-androidVersion-error')).textContent).toBe(
      'Use a version like 1.4.0 (major.minor.patch).',
    );
    expect(screen.getByTestId('settings-messageEn-error').textContent).toBe('Enter the message.');
    expect(puts(calls, '/v1/app_info')).toHaveLength(0);

    type('Android version', '2.4.0');
    type('Message in English', 'Update, please.');
    fireEvent.click(screen.getByRole('switch', { name: 'Force the update' }));
    fireEvent.click(screen.getByTestId('settings-version-save'));
    expect(await screen.findByText(APP_INFO_MESSAGES.updated)).toBeTruthy();
    expect(puts(calls, '/v1/app_info')[0]?.body).toEqual({
      ...APP_INFO_DEFAULT,
      androidVersion: '2.4.0',
      messageEn: 'Update, please.',
      forceUpdate: true,
    });
    // The toast is up first; the page reloads after the named delay.
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), {
      timeout: VERSION_RELOAD_MS + 1000,
    });
  });

  it('shows the service’s field errors on the fields, keeps what was typed, and does not reload', async () => {
    stub({
      'PUT /v1/app_info': () =>
        json(
          {
            message: MESSAGES.badRequest,
            code: 'BAD_REQUEST',
            fieldErrors: { iosVersion: 'Use a version like 1.4.0 (major.minor.patch).' },
          },
          400,
        ),
    });
    const reload = renderPage();
    await screen.findByLabelText('iOS version');
    type('iOS version', '3.0.0');
    fireEvent.click(screen.getByTestId('settings-version-save'));
    expect((await screen.findByTestId('settings-iosVersion-error')).textContent).toContain(
      'major.minor.patch',
    );
    expect(input('iOS version').value).toBe('3.0.0');
    await new Promise((resolve) => setTimeout(resolve, VERSION_RELOAD_MS + 200));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed read says why and tries again', async () => {
    let fail = true;
    stub({
      'GET /v1/app_info/current': () =>
        fail
          ? json({ message: 'Service unavailable.' }, 503)
          : json({ data: { ...APP_INFO_DEFAULT, updatedAt: null } }),
    });
    renderPage();
    const failure = await screen.findByTestId('settings-version-error');
    expect(failure.textContent).toContain('Service unavailable.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText('Android version')).getAttribute('value')).toBe('1.0.0');
  });

  it('saves each reward on its own with its own fields, and toasts', async () => {
    const { calls } = stub({
      'PUT /v1/rewards/type/dailyStreak': (call) =>
        json({
          data: { ...(call.body as object), type: 'dailyStreak', updatedAt: AT },
          message: REWARD_MESSAGES.updated,
        }),
    });
    renderPage(hadAdmin, '/settings?tab=rewards');
    const card = await screen.findByTestId('settings-reward-dailyStreak');
    await within(card).findByLabelText('Days in a row');
    expect(
      within(screen.getByTestId('settings-reward-examPassed')).findByLabelText('Lowest score (%)'),
    );
    expect(
      within(screen.getByTestId('settings-reward-lessonCompleted')).queryByLabelText(
        'Days in a row',
      ),
    ).toBeNull();
    fireEvent.change(within(card).getByLabelText('Days in a row'), { target: { value: '400' } });
    fireEvent.click(within(card).getByTestId('settings-reward-dailyStreak-save'));
    expect(
      (await within(card).findByTestId('settings-reward-dailyStreak-streakDays-error')).textContent,
    ).toBe('Enter a whole number from 1 to 365.');
    fireEvent.change(within(card).getByLabelText('Days in a row'), { target: { value: '5' } });
    fireEvent.change(within(card).getByLabelText('Points'), { target: { value: '50' } });
    fireEvent.click(within(card).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(card).getByTestId('settings-reward-dailyStreak-save'));
    expect(await screen.findByText(REWARD_MESSAGES.updated)).toBeTruthy();
    expect(puts(calls, '/v1/rewards/type/dailyStreak')[0]?.body).toEqual({
      enabled: true,
      points: 50,
      coins: 0,
      streakDays: 5,
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('writes a meeting key, shows only whether it is set, and asks before clearing one', async () => {
    let status = keysStatus({ clientKey: true });
    const { calls } = stub({
      'GET /v1/settings/meeting-keys': () => json({ data: status }),
      'PUT /v1/settings/meeting-keys': (call) => {
        const body = call.body as Record<string, string | null>;
        status = keysStatus({
          ...status.keys,
          ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v !== null])),
        });
        return json({ data: status, message: MEETING_MESSAGES.keysSaved });
      },
    });
    renderPage(hadAdmin, '/settings?tab=meeting-keys');
    const sdk = await screen.findByTestId('settings-key-sdkKey');
    expect(within(sdk).getByTestId('settings-key-sdkKey-status').textContent).toBe('Not set');
    expect(screen.getByTestId('settings-key-clientKey-status').textContent).toBe(
      'Set, ending in WXYZ',
    );
    const field = within(sdk).getByLabelText('Enter the SDK key') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.change(field, { target: { value: 'sdk-key-ABCD' } });
    fireEvent.click(within(sdk).getByTestId('settings-key-sdkKey-save'));
    expect(await screen.findByText(MEETING_MESSAGES.keysSaved)).toBeTruthy();
    expect(puts(calls, '/v1/settings/meeting-keys')[0]?.body).toEqual({ sdkKey: 'sdk-key-ABCD' });
    await waitFor(() =>
      expect(screen.getByTestId('settings-key-sdkKey-status').textContent).toBe(
        'Set, ending in WXYZ',
      ),
    );
    expect(field.value).toBe('');
    expect(document.body.textContent).not.toContain('sdk-key-ABCD');

    fireEvent.click(screen.getByTestId('settings-key-clientKey-clear'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Clear the Client key?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(puts(calls, '/v1/settings/meeting-keys')[1]?.body).toEqual({ clientKey: null }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('settings-key-clientKey-status').textContent).toBe('Not set'),
    );
  });

  it('shows the level test’s duration and score ranges, and points to its questions', async () => {
    stub({
      'GET /v1/settings/levels': () => json({ data: { ranges: [], gaps: [{ from: 0, to: 100 }] } }),
      'GET /v1/general/app-settings': () => json({ data: { testLevelDurationInMin: 30 } }),
      'GET /v1/admin/levels/data': () => json({ data: [] }),
    });
    renderPage(hadAdmin, '/settings?tab=level-test');
    expect(await screen.findByTestId('level-test-duration-save')).toBeTruthy();
    expect(await screen.findByTestId('level-test-ranges-empty')).toBeTruthy();
    const link = await screen.findByTestId('settings-level-test-link');
    expect(link.getAttribute('href')).toBe('/level-test');
  });

  it('a HAD reader sees the values and no button', async () => {
    stub();
    renderPage(hadReader);
    expect(await screen.findByTestId('settings-read-only')).toBeTruthy();
    expect(((await screen.findByLabelText('Android version')) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(screen.queryByTestId('settings-version-save')).toBeNull();
    fireEvent.click(screen.getByTestId('settings-tab-meeting-keys'));
    await screen.findByTestId('settings-key-clientKey-status');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByTestId('settings-key-clientKey-clear')).toBeNull();
  });

  it('a customer’s configuration writer reads the version and rewards, without the HAD-only tabs or buttons', async () => {
    stub();
    renderPage(nourReader, '/settings?tab=meeting-keys');
    expect(await screen.findByLabelText('Android version')).toBeTruthy();
    expect(screen.queryByTestId('settings-tab-meeting-keys')).toBeNull();
    expect(screen.queryByTestId('settings-tab-level-test')).toBeNull();
    expect(screen.queryByTestId('settings-version-save')).toBeNull();
    fireEvent.click(screen.getByTestId('settings-tab-rewards'));
    await screen.findByTestId('settings-reward-examPassed');
    expect(screen.queryByTestId('settings-reward-examPassed-save')).toBeNull();
  });

  it('without r Configurations it says so and asks nothing', async () => {
    const { calls } = stub();
    renderPage(nourManager);
    expect((await screen.findByTestId('settings-no-access')).textContent).toBe(
      'You do not have access to the settings.',
    );
    expect(calls).toHaveLength(0);
  });

  it('in Arabic: the tabs, the fields, the checks and the service’s message', async () => {
    await changeLanguage('ar');
    stub({
      'PUT /v1/rewards/type/examPassed': (call) =>
        json({
          data: { ...(call.body as object), type: 'examPassed', updatedAt: AT },
          message: REWARD_MESSAGES.updated,
        }),
    });
    renderPage(hadAdmin, '/settings?tab=rewards');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الإعدادات');
    expect((await screen.findByTestId('settings-tab-rewards')).textContent).toBe('المكافآت');
    const card = await screen.findByTestId('settings-reward-examPassed');
    const score = await within(card).findByLabelText('أدنى درجة (٪)');
    fireEvent.change(score, { target: { value: '101' } });
    fireEvent.click(within(card).getByRole('button', { name: 'حفظ المكافأة' }));
    expect(
      (await within(card).findByTestId('settings-reward-examPassed-minScore-error')).textContent,
    ).toBe('أدخل عددًا صحيحًا من 0 إلى 100.');
    fireEvent.change(score, { target: { value: '70' } });
    fireEvent.click(within(card).getByRole('button', { name: 'حفظ المكافأة' }));
    expect(await screen.findByText('تم تحديث المكافأة بنجاح')).toBeTruthy();
  });

  it('in Arabic: the version tab and the refusal of a customer’s write', async () => {
    await changeLanguage('ar');
    stub({
      'PUT /v1/app_info': () =>
        json({ message: APP_INFO_MESSAGES.hadOnly, code: 'FORBIDDEN' }, 403),
    });
    const reload = renderPage();
    expect(await screen.findByLabelText('إصدار أندرويد')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ إصدار التطبيق' }));
    expect(await screen.findByText('لا يضبط إصدار التطبيق إلا مؤسسة HAD.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
