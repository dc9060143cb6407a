import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_INFO_PATHS, type AppInfo } from '../../contract/app-info';
import { MEETING_KEYS_PATH, type MeetingKeysStatus } from '../../contract/meetings';
import { REWARD_PATHS, type Reward } from '../../contract/rewards';
import { SOUND_PATHS, type Sound } from '../../contract/sounds';
import { logIn, rightToLeft, screenshot } from './support/browser';
import {
  checkOnPhone,
  FITS,
  NARROW_PHONE,
  PHONE_CHECKED_TIMEOUT,
  phoneLayout,
} from './support/phone';
import { serviceCall, tokenCache } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const tokenFor = tokenCache(() => suite.server.url);

/** A settings-service GET as the learner app (or any client) makes it: the envelope's data. */
const settingsGet = async <T>(email: string, path: string) =>
  serviceCall<T>(suite.server.url, 'settings', await tokenFor(email), path);

/** A valid WAV: 8 kHz, 8-bit mono, a tenth of a second of silence. */
function tinyWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

async function openTab(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name })
    .click();
}

describe('the settings in Chromium', () => {
  it(
    'the admin changes the android version (toast, reload, read back), a reward and a meeting key; Arabic on a phone',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Settings' })
        .click();
      await page.waitForURL(`${url}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

      // The app version: 1.0.0 until written; 2.5.0 is saved, toasted, and the page reloads.
      const android = page.getByLabel('Android version');
      expect(await android.inputValue()).toBe('1.0.0');
      await screenshot(page, '100-settings-version');
      await checkOnPhone(page, '100-settings-version');
      await android.fill('2.5');
      await page.getByRole('button', { name: 'Save the app version' }).click();
      await page.getByText('Use a version like 1.4.0 (major.minor.patch).').waitFor();
      await android.fill('2.5.0');
      await page.getByRole('switch', { name: 'Force the update' }).check();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Save the app version' }).click();
      await page.getByText('App Version Updated Successfully').waitFor();
      await reloaded;
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await expect.poll(() => page.getByLabel('Android version').inputValue()).toBe('2.5.0');
      expect(await page.getByRole('switch', { name: 'Force the update' }).isChecked()).toBe(true);
      const info = await settingsGet<AppInfo>('student01@demo.test', APP_INFO_PATHS.current);
      expect(info).toMatchObject({
        androidVersion: '2.5.0',
        iosVersion: '1.0.0',
        forceUpdate: true,
      });

      // A reward: lesson completed, on and worth 25 points, in the address for sharing.
      await openTab(page, 'Rewards');
      await page.waitForURL(`${url}/settings?tab=rewards`);
      const lesson = page.getByTestId('settings-reward-lessonCompleted');
      await lesson.getByLabel('Points').fill('25');
      await lesson.getByRole('switch', { name: 'Enabled' }).check();
      await lesson.getByRole('button', { name: 'Save the reward' }).click();
      await page.getByText('Reward Updated Successfully').waitFor();
      await screenshot(page, '101-settings-rewards');
      await checkOnPhone(page, '101-settings-rewards');
      const reward = await settingsGet<Reward>(
        'admin@demo.test',
        REWARD_PATHS.type('lessonCompleted'),
      );
      expect(reward).toMatchObject({
        type: 'lessonCompleted',
        enabled: true,
        points: 25,
        coins: 0,
      });

      // A meeting key: written, then shown only as set with its last four characters; its value
      // is nowhere on the page.
      await openTab(page, 'Meeting keys');
      const sdk = page.getByTestId('settings-key-sdkKey');
      expect(await sdk.getByTestId('settings-key-sdkKey-status').textContent()).toBe('Not set');
      await sdk.getByLabel('Enter the SDK key').fill('e2e-sdk-key-WXYZ');
      await sdk.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Meeting keys saved.').waitFor();
      await expect
        .poll(() => sdk.getByTestId('settings-key-sdkKey-status').textContent())
        .toBe('Set, ending in WXYZ');
      expect(await sdk.getByLabel('Replace the SDK key').inputValue()).toBe('');
      expect(await page.content()).not.toContain('e2e-sdk-key-WXYZ');
      const keys = await settingsGet<MeetingKeysStatus>('admin@demo.test', MEETING_KEYS_PATH);
      expect(keys).toEqual({
        keys: {
          clientKey: false,
          clientSecret: false,
          accountId: false,
          sdkKey: true,
          sdkSecret: false,
        },
        lastFour: {
          clientKey: null,
          clientSecret: null,
          accountId: null,
          sdkKey: 'WXYZ',
          sdkSecret: null,
        },
        configured: false,
      });
      await screenshot(page, '102-settings-keys');
      await checkOnPhone(page, '102-settings-keys');

      // In Arabic, right to left, on a phone.
      await page.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(page);
      await page.getByRole('heading', { name: 'الإعدادات', level: 1 }).waitFor();
      await page.getByText('مضبوط، ينتهي بـ WXYZ', { exact: true }).waitFor();
      await screenshot(page, '103-settings-keys-arabic');
      await checkOnPhone(page, '103-settings-keys-arabic');
      await page
        .getByRole('navigation', { name: 'أقسام الإعدادات' })
        .getByRole('link', { name: 'إصدار التطبيق' })
        .click();
      await expect.poll(() => page.getByLabel('إصدار أندرويد').inputValue()).toBe('2.5.0');
      await screenshot(page, '104-settings-version-arabic');
      await checkOnPhone(page, '104-settings-version-arabic');
      await page
        .getByRole('navigation', { name: 'أقسام الإعدادات' })
        .getByRole('link', { name: 'المكافآت' })
        .click();
      await page.getByTestId('settings-reward-dailyStreak').getByLabel('أيام متتالية').waitFor();
      await checkOnPhone(page, '105-settings-rewards-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'the admin uploads a sound, hears it from /media, and deletes it; Arabic on a phone',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page.goto(`${url}/settings?tab=sounds`);
      const form = page.getByTestId('settings-sound-form');
      await form.getByLabel('Name in English').fill('E2E pop');
      await form.getByLabel('Name in Arabic').fill('فرقعة');
      await form.getByLabel('Kind').selectOption('tap');
      await form.getByLabel('Sound file').setInputFiles({
        name: 'pop.wav',
        mimeType: 'audio/wav',
        buffer: tinyWav(),
      });
      await form.getByRole('button', { name: 'Upload the sound' }).click();
      await page.getByText('Sound Created Successfully').waitFor();
      const { result } = await settingsGet<{ result: Sound[] }>(
        'admin@demo.test',
        `${SOUND_PATHS.sounds}?pageSize=100`,
      );
      const sound = result.find((item) => item.nameEn === 'E2E pop');
      expect(sound).toMatchObject({ nameAr: 'فرقعة', kind: 'tap', bytes: 844 });
      const row = page.getByTestId(`settings-sound-${sound!.id}`);
      expect(await row.locator('audio').getAttribute('src')).toBe(sound!.url);
      const media = await fetch(new URL(sound!.url, url));
      expect(media.status).toBe(200);
      await screenshot(page, '107-settings-sounds');

      await page.getByRole('button', { name: /العربية/ }).click();
      await page.getByRole('heading', { name: 'الأصوات', level: 2 }).waitFor();
      await checkOnPhone(page, '108-settings-sounds-arabic');
      // On the narrowest phones too the fields shrink to the screen: a column as wide as the
      // file input's own width (about 340 px) pushed all four past the left edge.
      await page.setViewportSize(NARROW_PHONE);
      expect(await phoneLayout(page), `sounds at ${NARROW_PHONE.width} px`).toEqual(FITS);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'English' }).click();
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Sound Deleted Successfully').waitFor();
      await expect.poll(() => row.count()).toBe(0);
      const after = await settingsGet<{ result: Sound[] }>(
        'admin@demo.test',
        `${SOUND_PATHS.sounds}?pageSize=100`,
      );
      expect(after.result.some((item) => item.id === sound!.id)).toBe(false);
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'a customer’s manager opening /settings is told they have no access',
    async () => {
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'manager@demo.test');
      expect(
        await page
          .getByRole('navigation', { name: /main/i })
          .getByRole('link', { name: 'Settings' })
          .count(),
      ).toBe(0);
      await page.goto(`${url}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByText('You do not have access to the settings.').waitFor();
      expect(await page.getByTestId('settings-tab-version').count()).toBe(0);
      await checkOnPhone(page, '106-settings-no-access');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
