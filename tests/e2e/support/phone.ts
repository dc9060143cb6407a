import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { screenshot } from './browser';

/** A common phone's viewport (an iPhone 12 to 15), below the md breakpoint of 768 px. */
export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phones still in use (an iPhone SE of the first generation, small Androids). */
export const NARROW_PHONE = { width: 320, height: 640 } as const;
/** What phoneLayout finds on a screen that fits. */
export const FITS = { documentOverflow: 0, outside: [], cutOff: [] } as const;

/** For a test that checks many screens on a phone: each check takes a few seconds. */
export const PHONE_CHECKED_TIMEOUT = 120_000;

export interface PhoneLayout {
  /** How far the document scrolls sideways (0 when nothing overflows it). */
  documentOverflow: number;
  /** The outermost visible elements that reach past the viewport's sides, described. */
  outside: string[];
  /**
   * Boxes that scroll only because their content is too wide: they scroll up and down (a
   * dialog, a drawer), which makes the browser let them scroll sideways too, cutting off what
   * does not fit. Boxes asked to scroll sideways (a table's) are left alone.
   */
  cutOff: string[];
}

/**
 * Checks the screen as the test sees it and as it is on a phone. First axe must find nothing
 * serious at the test's own viewport (the desktop); then the viewport goes to 390 x 844, the
 * document must not scroll sideways, no visible element may reach past either side (in English
 * and Arabic) except inside a box that scrolls or clips on its own, no box that scrolls up and
 * down (a dialog) may hide what is too wide for it, and axe finds nothing serious; a
 * `<name>-390` screenshot is kept. The viewport is put back afterwards. Every screen a browser
 * test visits goes through it.
 */
export async function checkOnPhone(page: Page, name: string) {
  const before = page.viewportSize();
  expect(await seriousAxeViolations(page), `${name} at ${before?.width ?? '?'} px`).toEqual([]);
  await page.setViewportSize(PHONE);
  try {
    await settle(page);
    await screenshot(page, `${name}-${PHONE.width}`);
    expect(await phoneLayout(page), `${name} at ${PHONE.width} px`).toEqual(FITS);
    expect(await seriousAxeViolations(page), `${name} at ${PHONE.width} px`).toEqual([]);
  } finally {
    if (before) {
      await page.setViewportSize(before);
      await settle(page);
    }
  }
}

/** Two animation frames: the resize is laid out and painted (media queries applied). */
function settle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Measures the page in the browser; see checkOnPhone. */
export function phoneLayout(page: Page): Promise<PhoneLayout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // Half a pixel for rounding of fractional layouts; a box of a pixel or less is text for
    // screen readers only, clipped to nothing.
    const sticksOut = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const seen = rect.width > 1 || rect.height > 1;
      return seen && (rect.left < -0.5 || rect.right > width + 0.5);
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.opacity !== '0' && el.getClientRects().length;
    };
    /** A box that keeps what is wider than itself inside (it scrolls or clips). */
    const holdsItsOwn = (el: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    // The computed style cannot tell `overflow-x: auto` asked for from one implied by
    // `overflow-y: auto`, so the style sheets' rules in force say which boxes asked.
    const sideways: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          if (scrolls(rule.style.overflowX)) sideways.push(rule.selectorText);
        } else if (rule instanceof CSSMediaRule) {
          if (matchMedia(rule.conditionText).matches) collect(rule.cssRules);
        } else if (rule instanceof CSSGroupingRule) {
          collect(rule.cssRules);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        // Another origin's sheet cannot be read; the console serves its own.
      }
    }
    const askedToScrollSideways = (el: Element) =>
      scrolls((el as HTMLElement).style?.overflowX ?? '') ||
      sideways.some((selector) => el.matches(selector));
    const describe = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const label = testId ? `[data-testid=${testId}]` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const span = `${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`;
      return `${el.tagName.toLowerCase()}${id}${label} "${text}" ${span}`;
    };
    const outside: string[] = [];
    const cutOff: string[] = [];
    // Depth first; below an element that sticks out, or one that holds its own, nothing more is
    // reported (the outermost is the one to fix, and a scrolling box's content is its business).
    const walk = (el: Element): void => {
      // A box-less wrapper (display: contents) lays its children out as its parent's.
      if (getComputedStyle(el).display === 'contents') {
        for (const child of el.children) walk(child);
        return;
      }
      if (!shown(el)) return;
      if (sticksOut(el)) {
        outside.push(describe(el));
        return;
      }
      if (holdsItsOwn(el) && el !== document.body) {
        const style = getComputedStyle(el);
        const tooWide = el.scrollWidth - el.clientWidth;
        const control = ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
        if (scrolls(style.overflowX) && tooWide > 1 && !control && !askedToScrollSideways(el)) {
          cutOff.push(`${describe(el)}, ${tooWide} px too narrow`);
        }
        return;
      }
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    const documentOverflow = Math.max(0, root.scrollWidth - root.clientWidth);
    if (documentOverflow > 0 && outside.length === 0) {
      // Something the walk passed over widens the page (say, an absolutely placed element
      // escaping its scrolling box, or an invisible one): name whatever reaches past the edge.
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.left < -0.5 || rect.right > width + 0.5) outside.push(describe(el));
        if (outside.length >= 5) break;
      }
    }
    return { documentOverflow, outside, cutOff };
  });
}
