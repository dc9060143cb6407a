import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import './provided';
import { startServer, type RunningServer } from './server';

export interface Suite {
  readonly server: RunningServer;
  /** A new page in its own context (its own storage), 1280 x 800. */
  newPage(): Promise<Page>;
}

export interface SuiteOptions {
  /** More environment for the server, worked out before it starts (a stand-in's address). */
  env?: () => Promise<Record<string, string>> | Record<string, string>;
}

/** One real server on a fresh copy of the demo data and one Chromium for a test file. */
export function useServerAndBrowser(options: SuiteOptions = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const env = await options.env?.();
    const template = inject('e2eDataTemplate');
    [server, browser] = await Promise.all([startServer({ env, template }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    async newPage() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      return context.newPage();
    },
  };
}

/** Paths of the links in the main sidebar, in order. */
export const sidebarLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
