import { pageParam, readOneOf, readPage, writeParams } from '../../../ui/list-params';

/** The teacher's views, in the address (`?tab=past&page=2`) so each can be shared and reloaded. */
export const TABS = ['upcoming', 'past', 'available', 'reviews'] as const;
export type Tab = (typeof TABS)[number];

export interface MyClassesView {
  tab: Tab;
  pageNumber: number;
}

export function readView(params: URLSearchParams): MyClassesView {
  return { tab: readOneOf(params, 'tab', TABS) ?? 'upcoming', pageNumber: readPage(params) };
}

/** Upcoming, the first view, and the first page are left out. */
export const writeView = (view: MyClassesView): URLSearchParams =>
  writeParams({
    tab: view.tab === 'upcoming' ? undefined : view.tab,
    page: pageParam(view.pageNumber),
  });
