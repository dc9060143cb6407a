import { describe, expect, it } from 'vitest';
import { RESOURCES, type AllowedOps, type Resource } from '../../contract/permissions';
import type { UserOrg } from '../../contract/users';
import {
  activeEntryId,
  pathHasPrefix,
  SIDEBAR_TABLE,
  sidebarView,
  tableScreens,
  visibleEntries,
  type RuleContext,
} from '../../src/app/layout/sidebar-table';
import { check, isAdmin, isHad } from '../../src/app/permissions';
import { trashKindsOf, trashResources } from '../../contract/trash-constants';
import { hadAdmin, hadTeacher, noRights, nourManager } from './support/orgs';

const contextOf = (org: UserOrg): RuleContext => ({
  isHad: isHad(org),
  check: (entity) => check(org.role, entity),
  isAdmin: isAdmin(org.role),
});

/** A context from a list like ['r:Elements', 'w:Elements'], for one rule at a time. */
function grants(isHadFlag: boolean, ...rights: `${'r' | 'w'}:${Resource}`[]): RuleContext {
  return {
    isHad: isHadFlag,
    check: (entity): AllowedOps => ({
      read: rights.includes(`r:${entity}`),
      write: rights.includes(`w:${entity}`),
      update: false,
    }),
  };
}

const links = (ctx: RuleContext) => visibleEntries(SIDEBAR_TABLE, ctx).map((entry) => entry.path);
const children = (ctx: RuleContext, id: string) =>
  visibleEntries(SIDEBAR_TABLE, ctx)
    .find((entry) => entry.id === id)
    ?.children.map((item) => item.path);

describe('sidebar for the four personas', () => {
  it('a HAD admin sees every HAD row, the manager live classes, the trash and the machines page', () => {
    expect(links(contextOf(hadAdmin))).toEqual([
      '/home',
      '/stories/my-stories',
      '/reports',
      '/level-test',
      '/curriculum/content',
      '/organizations',
      '/live-classes/manager',
      '/students',
      '/users/users',
      '/packages/packages',
      '/permissions',
      '/languages',
      '/settings',
      '/audit',
      '/trash',
      '/machines',
    ]);
    expect(children(contextOf(hadAdmin), 'stories')).toEqual([
      '/stories/my-stories',
      '/stories/stories-management',
    ]);
    expect(children(contextOf(hadAdmin), 'curriculum')).toEqual([
      '/curriculum/content',
      '/curriculum/levels',
      '/curriculum/tests',
      '/curriculum/assignments',
    ]);
    expect(children(contextOf(hadAdmin), 'users')).toEqual([
      '/users/users',
      '/users/teachers/review',
      '/users/guests',
    ]);
  });

  it('a manager of Nour Academy (not HAD) sees classes, invitations, their own live classes and the trash', () => {
    expect(links(contextOf(nourManager))).toEqual([
      '/home',
      '/reports',
      '/organizations',
      '/classes',
      '/live-classes/my-classes',
      '/invites/students',
      '/trash',
    ]);
    expect(children(contextOf(nourManager), 'invites')).toEqual([
      '/invites/students',
      '/invites/admins',
      '/invites/teachers',
    ]);
    const invites = visibleEntries(SIDEBAR_TABLE, contextOf(nourManager)).find(
      (entry) => entry.id === 'invites',
    );
    expect(invites?.labelKey).toBe('nav.userManagement');
  });

  it('a HAD teacher (role 4) browses content, sees their live classes and the trash', () => {
    // w LiveClasses deletes live classes, so the trash keeps the teacher's own.
    expect(links(contextOf(hadTeacher))).toEqual([
      '/home',
      '/curriculum/content',
      '/live-classes/my-classes',
      '/trash',
    ]);
    const browse = visibleEntries(SIDEBAR_TABLE, contextOf(hadTeacher)).find(
      (entry) => entry.path === '/curriculum/content',
    );
    expect(browse?.id).toBe('browse-content');
  });

  it('a user with no rights sees only the dashboard, in HAD or elsewhere', () => {
    expect(links(contextOf(noRights('HAD')))).toEqual(['/home']);
    expect(links(contextOf(noRights('Dar Al Ilm')))).toEqual(['/home']);
  });
});

describe('each row of SPEC section 2', () => {
  const has = (ctx: RuleContext, path: string) => links(ctx).includes(path);

  it('/home is always shown', () => {
    expect(has(grants(false), '/home')).toBe(true);
    expect(has(grants(true), '/home')).toBe(true);
  });

  it('stories: flag and r Stories; the management sub-item needs r StoriesManagement', () => {
    expect(has(grants(true, 'r:Stories'), '/stories/my-stories')).toBe(true);
    expect(has(grants(false, 'r:Stories'), '/stories/my-stories')).toBe(false);
    expect(has(grants(true, 'r:StoriesManagement'), '/stories/my-stories')).toBe(false);
    expect(children(grants(true, 'r:Stories'), 'stories')).toEqual(['/stories/my-stories']);
    expect(children(grants(true, 'r:Stories', 'r:StoriesManagement'), 'stories')).toEqual([
      '/stories/my-stories',
      '/stories/stories-management',
    ]);
  });

  it('/reports needs r Reports', () => {
    expect(has(grants(false, 'r:Reports'), '/reports')).toBe(true);
    expect(has(grants(true), '/reports')).toBe(false);
  });

  it('/level-test needs w Elements and the flag', () => {
    expect(has(grants(true, 'w:Elements'), '/level-test')).toBe(true);
    expect(has(grants(false, 'w:Elements'), '/level-test')).toBe(false);
    expect(has(grants(true, 'r:Elements'), '/level-test')).toBe(false);
  });

  it('curriculum: shown with w Elements, r KnowledgeTesting or no flag, and r Levels', () => {
    expect(has(grants(true, 'w:Elements', 'r:Levels'), '/curriculum/content')).toBe(false);
    expect(children(grants(true, 'w:Elements', 'r:Levels'), 'curriculum')).toEqual([
      '/curriculum/levels',
      '/curriculum/assignments',
    ]);
    expect(children(grants(true, 'r:KnowledgeTesting', 'r:Levels'), 'curriculum')).toEqual([
      '/curriculum/levels',
      '/curriculum/tests',
      '/curriculum/assignments',
    ]);
    // Without the flag, the group needs no Elements or KnowledgeTesting right; topics are hidden.
    expect(children(grants(false, 'r:Levels', 'r:Elements'), 'curriculum')).toEqual([
      '/curriculum/content',
      '/curriculum/tests',
      '/curriculum/assignments',
    ]);
    // With the flag but none of the three, or without r Levels, the group is hidden.
    expect(children(grants(true, 'r:Levels', 'r:Elements'), 'curriculum')).toBeUndefined();
    expect(children(grants(false, 'r:Elements'), 'curriculum')).toBeUndefined();
  });

  it('the group links to its first visible sub-item', () => {
    const entry = visibleEntries(SIDEBAR_TABLE, grants(true, 'w:Elements', 'r:Levels')).find(
      (e) => e.id === 'curriculum',
    );
    expect(entry?.path).toBe('/curriculum/levels');
  });

  it('browse content: r Elements, no w Elements, with the flag', () => {
    const browse = (ctx: RuleContext) =>
      visibleEntries(SIDEBAR_TABLE, ctx).some((e) => e.id === 'browse-content');
    expect(browse(grants(true, 'r:Elements'))).toBe(true);
    expect(browse(grants(true, 'r:Elements', 'w:Elements'))).toBe(false);
    expect(browse(grants(false, 'r:Elements'))).toBe(false);
  });

  it('/organizations needs r GroupsManager', () => {
    expect(has(grants(true, 'r:GroupsManager'), '/organizations')).toBe(true);
    expect(has(grants(true), '/organizations')).toBe(false);
  });

  it('/classes: no flag and r ClassRoomManager or r ClassRoomTeacher', () => {
    expect(has(grants(false, 'r:ClassRoomManager'), '/classes')).toBe(true);
    expect(has(grants(false, 'r:ClassRoomTeacher'), '/classes')).toBe(true);
    expect(has(grants(true, 'r:ClassRoomManager'), '/classes')).toBe(false);
    expect(has(grants(false), '/classes')).toBe(false);
  });

  it('live classes: the manager page for approve or observer, otherwise my classes', () => {
    expect(links(grants(true, 'r:LiveClassesApprove'))).toContain('/live-classes/manager');
    expect(links(grants(false, 'r:LiveClassesObserver'))).toContain('/live-classes/manager');
    const both = links(grants(true, 'r:LiveClasses', 'r:LiveClassesObserver'));
    expect(both).toContain('/live-classes/manager');
    expect(both).not.toContain('/live-classes/my-classes');
    expect(links(grants(true, 'r:LiveClasses'))).toContain('/live-classes/my-classes');
    expect(links(grants(true, 'w:LiveClasses')).some((p) => p.startsWith('/live-classes'))).toBe(
      false,
    );
  });

  it('/students: the flag and r Students', () => {
    expect(has(grants(true, 'r:Students'), '/students')).toBe(true);
    expect(has(grants(false, 'r:Students'), '/students')).toBe(false);
  });

  it('users: the flag and r Users, with three sub-items', () => {
    expect(children(grants(true, 'r:Users'), 'users')).toEqual([
      '/users/users',
      '/users/teachers/review',
      '/users/guests',
    ]);
    expect(children(grants(false, 'r:Users'), 'users')).toBeUndefined();
  });

  it('invites (user management): no flag; students need r Students, admins and teachers r Users', () => {
    expect(children(grants(false, 'r:Students'), 'invites')).toEqual(['/invites/students']);
    expect(children(grants(false, 'r:Users'), 'invites')).toEqual([
      '/invites/admins',
      '/invites/teachers',
    ]);
    expect(links(grants(false, 'r:Users'))).toContain('/invites/admins');
    expect(children(grants(true, 'r:Users', 'r:Students'), 'invites')).toBeUndefined();
    expect(children(grants(false), 'invites')).toBeUndefined();
  });

  it('/packages/packages needs r Packages, /permissions r Roles', () => {
    expect(has(grants(true, 'r:Packages'), '/packages/packages')).toBe(true);
    expect(has(grants(true), '/packages/packages')).toBe(false);
    expect(has(grants(false, 'r:Roles'), '/permissions')).toBe(true);
    expect(has(grants(false), '/permissions')).toBe(false);
  });

  it('/languages and /settings need r Configurations', () => {
    expect(links(grants(true, 'r:Configurations'))).toEqual(['/home', '/languages', '/settings']);
    expect(has(grants(true, 'w:Configurations'), '/settings')).toBe(false);
  });

  it('/audit needs r AuditLog (ours), in HAD or elsewhere', () => {
    expect(links(grants(true, 'r:AuditLog'))).toContain('/audit');
    expect(links(grants(false, 'r:AuditLog'))).toContain('/audit');
    expect(links(grants(true, 'r:GroupsManager'))).not.toContain('/audit');
  });

  it('/trash needs write on a resource whose records the trash keeps; the platform’s only in HAD', () => {
    for (const resource of trashResources(true)) {
      expect(links(grants(true, `w:${resource}`)), resource).toContain('/trash');
      expect(links(grants(true, `r:${resource}`)), resource).not.toContain('/trash');
      const organisations = trashResources(false).includes(resource);
      expect(links(grants(false, `w:${resource}`)).includes('/trash'), resource).toBe(
        organisations,
      );
    }
    expect(trashResources(false)).toContain('ClassRoomManager');
    expect(trashResources(false)).not.toContain('Levels');
    const others = RESOURCES.filter((resource) => !trashResources(true).includes(resource));
    expect(others.length).toBeGreaterThan(0);
    for (const resource of others) {
      expect(links(grants(true, `w:${resource}`)), resource).not.toContain('/trash');
    }
  });

  it('the trash shows the kinds the service lets a role restore', () => {
    expect(trashKindsOf(hadTeacher.role.permissions, true)).toEqual(['liveClass']);
    expect(trashKindsOf(noRights().role.permissions, false)).toEqual([]);
  });

  it('/machines is for admins (role number 0) only', () => {
    expect(has({ ...grants(true), isAdmin: true }, '/machines')).toBe(true);
    expect(has(grants(true), '/machines')).toBe(false);
    expect(has(contextOf(hadTeacher), '/machines')).toBe(false);
  });
});

describe('active entry and sub-items', () => {
  const admin = visibleEntries(SIDEBAR_TABLE, contextOf(hadAdmin));

  it('the active entry is the one whose prefix the path contains', () => {
    expect(activeEntryId(admin, '/stories/stories-management')).toBe('stories');
    expect(activeEntryId(admin, '/curriculum/tests')).toBe('curriculum');
    expect(activeEntryId(admin, '/home')).toBe('home');
    expect(activeEntryId(admin, '/live-classes/my-classes')).toBe('live-classes-manager');
    expect(activeEntryId(admin, '/nowhere')).toBeNull();
  });

  it('prefixes match whole segments', () => {
    expect(pathHasPrefix('/classes', '/classes')).toBe(true);
    expect(pathHasPrefix('/classes/12', '/classes')).toBe(true);
    expect(pathHasPrefix('/classes-archive', '/classes')).toBe(false);
  });

  it('the longest matching prefix wins', () => {
    const both = visibleEntries(
      SIDEBAR_TABLE,
      grants(true, 'r:Elements', 'r:KnowledgeTesting', 'r:Levels'),
    );
    expect(both.map((e) => e.id)).toEqual(['home', 'curriculum', 'browse-content']);
    expect(activeEntryId(both, '/curriculum/content')).toBe('browse-content');
    expect(activeEntryId(both, '/curriculum/tests')).toBe('curriculum');
  });

  it('sub-items show only for the active entry, with the current one marked', () => {
    const view = sidebarView(admin, '/stories/stories-management');
    const stories = view.find((e) => e.id === 'stories');
    expect(stories?.active).toBe(true);
    expect(stories?.shownChildren.map((c) => [c.path, c.active])).toEqual([
      ['/stories/my-stories', false],
      ['/stories/stories-management', true],
    ]);
    for (const entry of view.filter((e) => e.id !== 'stories')) {
      expect(entry.active).toBe(false);
      expect(entry.shownChildren).toEqual([]);
    }
    expect(sidebarView(admin, '/home').every((e) => e.shownChildren.length === 0)).toBe(true);
  });
});

describe('screens from the table', () => {
  it('lists every path once, sub-items titled with their entry', () => {
    const screens = tableScreens(SIDEBAR_TABLE);
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/stories/my-stories',
        '/curriculum/levels',
        '/invites/teachers',
        '/live-classes/manager',
        '/live-classes/my-classes',
        '/users/teachers/review',
        '/packages/packages',
      ]),
    );
    expect(screens.find((s) => s.path === '/invites/students')).toEqual({
      path: '/invites/students',
      labelKey: 'nav.inviteStudents',
      parentLabelKey: 'nav.userManagement',
    });
  });
});
