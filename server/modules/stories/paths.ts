/*
 * Route patterns from the contract's path functions, so the paths are written once
 * (contract/stories.ts): `STORY_PATHS.comments` -> `/v1/stories/:id/comments`.
 */
const ID = 'ID-SAMPLE';
const SECOND = 'SECOND-SAMPLE';

export const storyRoute = (path: (id: string) => string) => `/${path(ID).replace(ID, ':id')}`;

/** A path naming a story and one of its records (`:id` and `param`). */
export const storyChildRoute = (path: (id: string, child: string) => string, param: string) =>
  `/${path(ID, SECOND).replace(ID, ':id').replace(SECOND, `:${param}`)}`;
