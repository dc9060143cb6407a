import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { STORY_MESSAGES } from '../../../contract/story-constants';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';

/** The caller of a console story route (author or moderator). */
export interface StoryCaller {
  userId: string;
  organizationId: string;
  /** The caller's own scope: their active organisation. */
  scope: TenantScope;
  /** r StoriesManagement: reads any story their scope shows, its reactions and its comments. */
  moderator: boolean;
  /**
   * Active in HAD with a StoriesManagement right: moderates every organisation's stories, read
   * platform-wide (stories_platform_read) and written in the story's organisation's scope.
   */
  platformWide: boolean;
  /** Where stories are looked for: platform-wide for HAD's moderators, else the caller's own. */
  readScope: TenantScope;
}

/** 403 without an active organisation (the guard has checked the declared resource). */
export function storyCallerOf(request: FastifyRequest): StoryCaller {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const moderates = (op: 'read' | 'write' | 'update') =>
    can(auth.role.permissions, 'StoriesManagement', op);
  const platformWide = isHad && (moderates('read') || moderates('write') || moderates('update'));
  const scope = scopeOf(auth);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    scope,
    moderator: moderates('read'),
    platformWide,
    readScope: platformWide ? { ...scope, platform: true } : scope,
  };
}

/** The scope that writes a story's rows: its own organisation's, with the caller as the user. */
export const storyScope = (userId: string, organizationId: string): TenantScope => ({
  organizationId,
  userId,
});

/** A learner-app caller: any signed-in member, seeing stories platform-wide by their rules. */
export interface LearnerCaller {
  userId: string;
  /** Their active organisation (its `organization` stories are theirs to see), if any. */
  organizationId: string | null;
  /** Platform-wide reading: the feed holds every organisation's stories shown to everyone. */
  feedScope: TenantScope;
}

/**
 * A learner-app caller needs access to an organisation: someone still waiting in DEFAULT (signed
 * up, not yet assigned) neither reads the feed nor reacts or comments (403).
 */
export function learnerOf(request: FastifyRequest): LearnerCaller {
  const { auth } = callerOf(request);
  if (!auth.organizationId || auth.organizationName === DEFAULT_ORG_NAME)
    throw forbidden(STORY_MESSAGES.noAccessYet);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    feedScope: { ...scopeOf(auth), platform: true },
  };
}
