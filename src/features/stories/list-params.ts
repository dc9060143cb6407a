import { STORY_KINDS, STORY_STATUSES, STORY_VISIBILITIES } from '../../../contract/story-constants';
import type { StoryManagementQuery } from '../../api/stories';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The moderation list's page and filters live in the address, so it can be shared and reloaded. */
export const readManagementParams = (params: URLSearchParams): StoryManagementQuery => ({
  pageNumber: readPage(params),
  status: readOneOf(params, 'status', STORY_STATUSES),
  kind: readOneOf(params, 'kind', STORY_KINDS),
  visibility: readOneOf(params, 'visibility', STORY_VISIBILITIES),
  search: readText(params, 'search'),
});

/** Writes the query back; defaults (page 1, no filter) are left out. */
export const writeManagementParams = (query: StoryManagementQuery): URLSearchParams =>
  writeParams({
    search: query.search,
    status: query.status,
    kind: query.kind,
    visibility: query.visibility,
    page: pageParam(query.pageNumber),
  });

export const isFiltered = (query: StoryManagementQuery): boolean =>
  Boolean(query.search || query.status || query.kind || query.visibility);
