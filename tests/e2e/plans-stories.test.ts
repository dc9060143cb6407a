import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_PATHS, type Plan } from '../../contract/plans';
import { STORY_PATHS, type Story } from '../../contract/stories';
import type { Pagination } from '../../contract/wire';
import { seriousAxeViolations } from './support/axe';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { serviceCall, tokenCache } from './support/service';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

const tokenFor = tokenCache(() => suite.server.url);

type Page<T> = { result: T[]; pagination: Pagination };

/** `YYYY-MM-DDTHH:MM` a day from now, as a datetime-local field takes it (the browser's zone). */
const tomorrowLocal = () => {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

describe('plans and stories in Chromium', () => {
  it(
    'two admins edit one plan: the second to save sees what the first changed and merges',
    async () => {
      const url = suite.server.url;
      const admin = await tokenFor('admin@demo.test');
      const productId = `com.demo.conflict_${randomBytes(3).toString('hex')}`;
      const plan = await serviceCall<Plan>(url, 'levels', admin, PLAN_PATHS.packages, {
        nameEn: 'Shared plan',
        nameAr: 'خطة مشتركة',
        priceMinor: 1000,
        currency: 'USD',
        numberOfClasses: 4,
        productId,
      });
      // Two browsers (two contexts), both signed in, both with the plan's form open.
      const [first, second] = [await suite.newPage(), await suite.newPage()];
      for (const page of [first, second]) {
        await logIn(page, url, 'admin@demo.test');
        await page.goto(`${url}/packages/packages?search=${productId}`);
        await page.getByTestId(`plan-${plan.id}-edit`).click();
        await page.getByTestId('plan-form').locator('#plan-nameEn').waitFor();
      }
      const firstForm = first.getByTestId('plan-form');
      await firstForm.locator('#plan-nameEn').fill('Shared plan gold');
      await firstForm.getByRole('button', { name: 'Save' }).click();
      await firstForm.waitFor({ state: 'detached' });

      const form = second.getByTestId('plan-form');
      await form.locator('#plan-numberOfClasses').fill('6');
      await form.getByRole('button', { name: 'Save' }).click();
      const conflict = form.getByTestId('edit-conflict');
      await conflict.waitFor();
      expect(await conflict.textContent()).toContain('Amina');
      expect(await conflict.getByTestId('edit-conflict-nameEn').textContent()).toBe(
        'Name in English' + 'Shared plan' + 'Shared plan gold' + 'Shared plan',
      );
      expect(await seriousAxeViolations(second)).toEqual([]);
      await screenshot(second, '116-plan-edit-conflict');
      await checkOnPhone(second, '116-plan-edit-conflict');

      // Merge: their name (the form left it alone) and this form's number of classes.
      await conflict.getByRole('button', { name: 'Merge field by field' }).click();
      await conflict.getByRole('button', { name: 'Save the merge' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = await serviceCall<Plan>(url, 'levels', admin, PLAN_PATHS.package(plan.id));
      expect(saved).toMatchObject({ nameEn: 'Shared plan gold', numberOfClasses: 6 });
      await first.context().close();
      await second.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'the admin adds a plan with 20% off ending tomorrow and sees the price after discount the service computed; Arabic on a phone',
    async () => {
      const productId = `com.demo.browser_${randomBytes(3).toString('hex')}`;
      const page = await suite.newPage();
      const url = suite.server.url;
      await logIn(page, url, 'admin@demo.test');
      await page.goto(`${url}/packages/packages`);
      await page.getByRole('heading', { name: 'Pricing and plans', level: 1 }).waitFor();
      await page.getByTestId('plans-table').waitFor();

      await page.getByTestId('plans-add').click();
      const form = page.getByTestId('plan-form');
      await form.locator('#plan-nameEn').fill('Browser plan');
      await form.locator('#plan-nameAr').fill('خطة المتصفح');
      await form.locator('#plan-price').fill('49.99');
      await form.locator('#plan-numberOfClasses').fill('8');
      await form.locator('#plan-productId').fill(productId);
      await form.getByTestId('plan-discount-percentage').check();
      await form.locator('#plan-discountPercentage').fill('20');
      await form.locator('#plan-discountEndsAt').fill(tomorrowLocal());
      await checkOnPhone(page, '114-plan-form');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });

      // 20% off 49.99 is 39.992: the service rounds half up to 39.99 and the screen shows it.
      const admin = await tokenFor('admin@demo.test');
      const plans = await serviceCall<Page<Plan>>(
        url,
        'levels',
        admin,
        `${PLAN_PATHS.packages}?search=${encodeURIComponent(productId)}`,
      );
      const plan = plans.result[0]!;
      expect(plan).toMatchObject({
        priceMinor: 4999,
        discountPercentage: 20,
        discountActive: true,
        priceAfterDiscountMinor: 3999,
      });
      const row = page.getByTestId(`plan-row-${plan.id}`);
      await row.waitFor();
      expect(await page.getByTestId(`plan-${plan.id}-after`).textContent()).toContain('39.99');
      expect(await page.getByTestId(`plan-${plan.id}-price`).textContent()).toContain('49.99');
      // At a common laptop width the table needs no sideways scroll: its buttons are in view.
      await page.setViewportSize({ width: 1366, height: 800 });
      const table = page.getByTestId('plans-table');
      const box = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
      expect(box[0]).toBeLessThanOrEqual(box[1]!);
      expect(await page.getByTestId(`plan-${plan.id}-edit`).isVisible()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, '114-plans');
      await checkOnPhone(page, '114-plans');

      await page.getByRole('button', { name: /العربية/ }).click();
      await page.getByRole('heading', { name: 'الأسعار والخطط', level: 1 }).waitFor();
      await row.getByText('خطة المتصفح').waitFor();
      await screenshot(page, '115-plans-arabic');
      await checkOnPhone(page, '115-plans-arabic');
      await page.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'a HAD teacher publishes a story, the admin blocks it with a reason, the teacher sees it blocked; Arabic on a phone',
    async () => {
      const text = `A story from the browser ${randomBytes(3).toString('hex')}`;
      const reason = 'Links to a page outside the platform.';
      const url = suite.server.url;
      const author = await suite.newPage();
      await logIn(author, url, 'teacher@demo.test');
      await author.goto(`${url}/stories/my-stories`);
      await author.getByRole('heading', { name: 'My stories', level: 1 }).waitFor();
      const composer = author.getByTestId('story-composer');
      await composer.getByLabel('Story text').fill(text);
      await composer.getByText(text).waitFor();
      await checkOnPhone(author, '116-story-composer');
      await author.getByTestId('story-publish').click();
      const mine = author.getByTestId('stories-mine-list');
      await mine.getByText(text).first().waitFor();

      const teacher = await tokenFor('teacher@demo.test');
      const own = await serviceCall<Page<Story>>(url, 'users', teacher, STORY_PATHS.mine);
      const story = own.result.find((one) => one.text === text)!;
      expect(story).toMatchObject({ status: 'visible', kind: 'text', visibility: 'everyone' });
      const card = `story-${story.id}`;
      expect(await author.getByTestId(`${card}-status`).textContent()).toBe('Visible');

      // The admin moderates: blocks it with the reason.
      const moderator = await suite.newPage();
      await logIn(moderator, url, 'admin@demo.test');
      await moderator.goto(`${url}/stories/stories-management?search=${encodeURIComponent(text)}`);
      await moderator.getByRole('heading', { name: 'Stories management', level: 1 }).waitFor();
      await moderator.getByTestId(card).waitFor();
      await checkOnPhone(moderator, '117-stories-management');
      await moderator.getByTestId(`${card}-block`).click();
      const dialog = moderator.getByRole('dialog');
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Block the story' }).click();
      await dialog.waitFor({ state: 'detached' });
      await moderator.getByTestId(`${card}-unblock`).waitFor();
      expect(await moderator.getByTestId(`${card}-status`).textContent()).toBe('Blocked');
      await screenshot(moderator, '117-stories-management');
      await moderator.context().close();

      // The author sees it blocked, with the reason, and can no longer hide or show it.
      await author.reload();
      await author.getByTestId(`${card}-reason`).getByText(reason).waitFor();
      expect(await author.getByTestId(`${card}-status`).textContent()).toBe('Blocked');
      expect(await author.getByTestId(`${card}-hide`).count()).toBe(0);
      expect(await author.getByTestId(`${card}-show`).count()).toBe(0);
      const blocked = await serviceCall<Story>(url, 'users', teacher, STORY_PATHS.story(story.id));
      expect(blocked).toMatchObject({ status: 'blocked', blockedReason: reason });

      await author.getByRole('button', { name: /العربية/ }).click();
      await author.getByRole('heading', { name: 'قصصي', level: 1 }).waitFor();
      expect(await author.getByTestId(`${card}-status`).textContent()).toBe('محجوبة');
      await screenshot(author, '118-my-stories-arabic');
      await checkOnPhone(author, '118-my-stories-arabic');
      await author.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );
});
