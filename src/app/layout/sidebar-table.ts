import type { AllowedOps, Resource } from '../../../contract/permissions';
import { PATHS } from '../paths';
import { trashResources } from '../../../contract/trash-constants';

/** A visibility rule, as data, so the table reads like SPEC section 2. */
export type Rule =
  | { always: true }
  | { flag: boolean }
  | { read: Resource }
  | { write: Resource }
  | { admin: true }
  | { all: Rule[] }
  | { any: Rule[] }
  | { not: Rule };

/** Icons named by the spec (plus a few for rows it gives none). */
export type SidebarIcon =
  | 'dashboard'
  | 'stories'
  | 'reports'
  | 'levelTest'
  | 'curriculum'
  | 'liveClasses'
  | 'meetings'
  | 'userManagement'
  | 'students'
  | 'settings'
  | 'languages'
  | 'classes'
  | 'organizations'
  | 'plans'
  | 'roles'
  | 'audit'
  | 'trash'
  | 'machines';

export interface SidebarItem {
  id: string;
  labelKey: string;
  path: string;
  when?: Rule;
}

export interface SidebarEntry {
  id: string;
  labelKey: string;
  icon: SidebarIcon;
  /** The path prefix that makes this entry active. */
  match: string;
  when: Rule;
  /** The link of an entry without sub-items; an entry with sub-items links to its first visible one. */
  path?: string;
  children?: SidebarItem[];
}

const ALWAYS: Rule = { always: true };
const FLAG: Rule = { flag: true };
const NO_FLAG: Rule = { flag: false };
const ADMIN: Rule = { admin: true };
const r = (resource: Resource): Rule => ({ read: resource });
const w = (resource: Resource): Rule => ({ write: resource });
const all = (...rules: Rule[]): Rule => ({ all: rules });
const any = (...rules: Rule[]): Rule => ({ any: rules });
const not = (rule: Rule): Rule => ({ not: rule });

const LIVE_CLASSES_MANAGER = any(r('LiveClassesApprove'), r('LiveClassesObserver'));
/**
 * Write on any resource whose records the trash keeps (the right that deletes them): the
 * organisations' kinds anywhere, the platform's only in HAD (contract/trash-constants.ts).
 */
const DELETES_ANY = any(
  ...trashResources(false).map(w),
  all(FLAG, any(...trashResources(true).map(w))),
);

/** SPEC section 2, one row per line; 'flag' is isHad (the active organisation is HAD). */
export const SIDEBAR_TABLE: readonly SidebarEntry[] = [
  {
    id: 'home',
    labelKey: 'nav.home',
    icon: 'dashboard',
    match: PATHS.home,
    path: PATHS.home,
    when: ALWAYS,
  },
  {
    id: 'stories',
    labelKey: 'nav.stories',
    icon: 'stories',
    match: '/stories',
    when: all(FLAG, r('Stories')),
    children: [
      { id: 'my-stories', labelKey: 'nav.myStories', path: PATHS.storiesMine },
      {
        id: 'stories-management',
        labelKey: 'nav.storiesManagement',
        path: PATHS.storiesManagement,
        when: r('StoriesManagement'),
      },
    ],
  },
  {
    id: 'reports',
    labelKey: 'nav.reports',
    icon: 'reports',
    match: PATHS.reports,
    path: PATHS.reports,
    when: r('Reports'),
  },
  {
    id: 'level-test',
    labelKey: 'nav.levelTest',
    icon: 'levelTest',
    match: PATHS.levelTest,
    path: PATHS.levelTest,
    when: all(w('Elements'), FLAG),
  },
  {
    id: 'curriculum',
    labelKey: 'nav.curriculum',
    icon: 'curriculum',
    match: '/curriculum',
    // The group shows with w Elements, r KnowledgeTesting or no flag; its link needs r Levels.
    when: all(any(w('Elements'), r('KnowledgeTesting'), NO_FLAG), r('Levels')),
    children: [
      {
        id: 'content',
        labelKey: 'nav.content',
        path: PATHS.curriculumContent,
        when: r('Elements'),
      },
      { id: 'topics', labelKey: 'nav.topics', path: PATHS.curriculumTopics, when: FLAG },
      {
        id: 'tests',
        labelKey: 'nav.tests',
        path: PATHS.curriculumTests,
        when: any(r('KnowledgeTesting'), NO_FLAG),
      },
      { id: 'assignments', labelKey: 'nav.assignments', path: PATHS.curriculumAssignments },
    ],
  },
  {
    id: 'browse-content',
    labelKey: 'nav.browseContent',
    icon: 'curriculum',
    match: PATHS.curriculumContent,
    path: PATHS.curriculumContent,
    when: all(r('Elements'), not(w('Elements')), FLAG),
  },
  {
    id: 'organizations',
    labelKey: 'nav.organizations',
    icon: 'organizations',
    match: PATHS.organizations,
    path: PATHS.organizations,
    when: r('GroupsManager'),
  },
  {
    id: 'classes',
    labelKey: 'nav.classes',
    icon: 'classes',
    match: PATHS.classes,
    path: PATHS.classes,
    when: all(NO_FLAG, any(r('ClassRoomManager'), r('ClassRoomTeacher'))),
  },
  {
    id: 'live-classes-manager',
    labelKey: 'nav.liveClasses',
    icon: 'meetings',
    match: '/live-classes',
    path: PATHS.liveClassesManager,
    when: LIVE_CLASSES_MANAGER,
  },
  {
    // "Otherwise": the entry still shows with r LiveClasses, linking to the user's own classes.
    id: 'live-classes-mine',
    labelKey: 'nav.liveClasses',
    icon: 'liveClasses',
    match: '/live-classes',
    path: PATHS.liveClassesMine,
    when: all(r('LiveClasses'), not(LIVE_CLASSES_MANAGER)),
  },
  {
    id: 'students',
    labelKey: 'nav.students',
    icon: 'students',
    match: PATHS.students,
    path: PATHS.students,
    when: all(FLAG, r('Students')),
  },
  {
    id: 'users',
    labelKey: 'nav.users',
    icon: 'userManagement',
    match: '/users',
    when: all(FLAG, r('Users')),
    children: [
      { id: 'users-list', labelKey: 'nav.usersList', path: PATHS.users },
      { id: 'teachers-review', labelKey: 'nav.teachersReview', path: PATHS.usersTeachersReview },
      { id: 'guests', labelKey: 'nav.guests', path: PATHS.usersGuests },
    ],
  },
  {
    id: 'invites',
    labelKey: 'nav.userManagement',
    icon: 'userManagement',
    match: '/invites',
    when: NO_FLAG,
    children: [
      {
        id: 'invite-students',
        labelKey: 'nav.inviteStudents',
        path: PATHS.invitesStudents,
        when: r('Students'),
      },
      {
        id: 'invite-admins',
        labelKey: 'nav.inviteAdmins',
        path: PATHS.invitesAdmins,
        when: r('Users'),
      },
      {
        id: 'invite-teachers',
        labelKey: 'nav.inviteTeachers',
        path: PATHS.invitesTeachers,
        when: r('Users'),
      },
    ],
  },
  {
    id: 'packages',
    labelKey: 'nav.packages',
    icon: 'plans',
    match: '/packages',
    path: PATHS.packages,
    when: r('Packages'),
  },
  {
    id: 'roles',
    labelKey: 'nav.roles',
    icon: 'roles',
    match: PATHS.permissions,
    path: PATHS.permissions,
    when: r('Roles'),
  },
  {
    id: 'languages',
    labelKey: 'nav.languages',
    icon: 'languages',
    match: PATHS.languages,
    path: PATHS.languages,
    when: r('Configurations'),
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    icon: 'settings',
    match: PATHS.settings,
    path: PATHS.settings,
    when: r('Configurations'),
  },
  // Not in the spec's table: the audit trail, for roles with AuditLog read (ours).
  {
    id: 'audit',
    labelKey: 'nav.audit',
    icon: 'audit',
    match: PATHS.audit,
    path: PATHS.audit,
    when: r('AuditLog'),
  },
  // Not in the spec's table: the trash, for roles that delete something it keeps (ours).
  {
    id: 'trash',
    labelKey: 'nav.trash',
    icon: 'trash',
    match: PATHS.trash,
    path: PATHS.trash,
    when: DELETES_ANY,
  },
  // Not in the spec's table: the QA page of the machines, for admins (role number 0).
  {
    id: 'machines',
    labelKey: 'nav.machines',
    icon: 'machines',
    match: PATHS.machines,
    path: PATHS.machines,
    when: ADMIN,
  },
];

export interface RuleContext {
  isHad: boolean;
  check: (entity: Resource) => AllowedOps;
  isAdmin?: boolean;
}

export function evaluate(rule: Rule, ctx: RuleContext): boolean {
  if ('always' in rule) return true;
  if ('flag' in rule) return ctx.isHad === rule.flag;
  if ('read' in rule) return ctx.check(rule.read).read;
  if ('write' in rule) return ctx.check(rule.write).write;
  if ('admin' in rule) return ctx.isAdmin === true;
  if ('all' in rule) return rule.all.every((inner) => evaluate(inner, ctx));
  if ('any' in rule) return rule.any.some((inner) => evaluate(inner, ctx));
  return !evaluate(rule.not, ctx);
}

export interface VisibleItem {
  id: string;
  labelKey: string;
  path: string;
}

export interface VisibleEntry {
  id: string;
  labelKey: string;
  icon: SidebarIcon;
  match: string;
  path: string;
  children: VisibleItem[];
}

/** The entries (and their sub-items) a user sees; an entry whose sub-items are all hidden is hidden. */
export function visibleEntries(table: readonly SidebarEntry[], ctx: RuleContext): VisibleEntry[] {
  const result: VisibleEntry[] = [];
  for (const entry of table) {
    if (!evaluate(entry.when, ctx)) continue;
    const children = (entry.children ?? [])
      .filter((item) => !item.when || evaluate(item.when, ctx))
      .map(({ id, labelKey, path }) => ({ id, labelKey, path }));
    if (entry.children && children.length === 0) continue;
    const path = children[0]?.path ?? entry.path;
    if (!path) continue;
    const { id, labelKey, icon, match } = entry;
    result.push({ id, labelKey, icon, match, path, children });
  }
  return result;
}

/** Whether `pathname` lies under `prefix`, a whole segment at a time ('/classes' is not '/class'). */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The active entry: the one whose prefix the path contains; the longest prefix wins. */
export function activeEntryId(entries: readonly VisibleEntry[], pathname: string): string | null {
  let best: VisibleEntry | null = null;
  for (const entry of entries) {
    if (!pathHasPrefix(pathname, entry.match)) continue;
    if (!best || entry.match.length > best.match.length) best = entry;
  }
  return best?.id ?? null;
}

export interface SidebarViewEntry extends VisibleEntry {
  active: boolean;
  /** Sub-items show only for the active entry. */
  shownChildren: (VisibleItem & { active: boolean })[];
}

export function sidebarView(
  entries: readonly VisibleEntry[],
  pathname: string,
): SidebarViewEntry[] {
  const activeId = activeEntryId(entries, pathname);
  return entries.map((entry) => {
    const active = entry.id === activeId;
    const shownChildren = active
      ? entry.children.map((item) => ({ ...item, active: pathHasPrefix(pathname, item.path) }))
      : [];
    return { ...entry, active, shownChildren };
  });
}

export interface TableScreen {
  path: string;
  labelKey: string;
  /** The entry a sub-item belongs to, so "Students" under user management reads as such. */
  parentLabelKey?: string;
}

/** Every path the table can link to, with its title, for routes without a screen yet. */
export function tableScreens(table: readonly SidebarEntry[]): TableScreen[] {
  const screens = new Map<string, TableScreen>();
  for (const entry of table) {
    if (entry.path && !screens.has(entry.path)) {
      screens.set(entry.path, { path: entry.path, labelKey: entry.labelKey });
    }
    for (const item of entry.children ?? []) {
      if (screens.has(item.path)) continue;
      screens.set(item.path, {
        path: item.path,
        labelKey: item.labelKey,
        parentLabelKey: entry.labelKey,
      });
    }
  }
  return [...screens.values()];
}
