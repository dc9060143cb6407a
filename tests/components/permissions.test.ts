import { describe, expect, it } from 'vitest';
import type { UserOrg } from '../../contract/users';
import {
  check,
  hasPermission,
  isAdmin,
  isHad,
  legacyCheck,
  type RoleLike,
} from '../../src/app/permissions';
import { hadAdmin, hadTeacher, noRights, nourManager, permissions } from './support/orgs';

const NONE = { read: false, write: false, update: false };

describe('check(role, entity)', () => {
  it('returns the role’s read, write and update flags for the entity', () => {
    const role: RoleLike = {
      number: 3,
      permissions: permissions({ Reports: { read: true, update: true }, Users: { write: true } }),
    };
    expect(check(role, 'Reports')).toEqual({ read: true, write: false, update: true });
    expect(check(role, 'Users')).toEqual({ read: false, write: true, update: false });
    expect(check(hadTeacher.role, 'LiveClasses')).toEqual({
      read: true,
      write: true,
      update: true,
    });
    expect(check(hadTeacher.role, 'Levels')).toEqual({ read: true, write: false, update: false });
  });

  it('is all false for an entity the role does not list', () => {
    expect(check(hadTeacher.role, 'Reports')).toEqual(NONE);
  });

  it('is all false when the role is missing', () => {
    expect(check(null, 'Reports')).toEqual(NONE);
    expect(check(undefined, 'Reports')).toEqual(NONE);
  });

  it('is all false when the role is malformed', () => {
    const broken = { number: 1, permissions: null } as unknown as RoleLike;
    const noOps = {
      number: 1,
      permissions: [{ entity: 'Reports' }],
    } as unknown as RoleLike;
    expect(check(broken, 'Reports')).toEqual(NONE);
    expect(check(noOps, 'Reports')).toEqual(NONE);
  });

  it('only counts a flag that is exactly true', () => {
    const truthy = {
      number: 1,
      permissions: [{ entity: 'Reports', allowedOps: { read: 'yes', write: 1, update: true } }],
    } as unknown as RoleLike;
    expect(check(truthy, 'Reports')).toEqual({ read: false, write: false, update: true });
  });
});

describe('isHad(activeOrg)', () => {
  it('is true only when the active organisation is named HAD', () => {
    expect(isHad(hadAdmin)).toBe(true);
    expect(isHad(nourManager)).toBe(false);
    expect(isHad(noRights('had'))).toBe(false);
    expect(isHad(null)).toBe(false);
    expect(isHad(undefined)).toBe(false);
  });
});

describe('hasPermission(role, roleType)', () => {
  it('is true when the role has an entry whose entity is in the list', () => {
    expect(hasPermission(hadTeacher.role, ['Reports', 'LiveClasses'])).toBe(true);
    expect(hasPermission(nourManager.role, ['Students'])).toBe(true);
  });

  it('is false when none of the entities is listed, or the list is empty', () => {
    expect(hasPermission(hadTeacher.role, ['Reports', 'Roles'])).toBe(false);
    expect(hasPermission(hadTeacher.role, [])).toBe(false);
  });

  it('is false when the role is missing or malformed', () => {
    expect(hasPermission(null, ['Reports'])).toBe(false);
    expect(hasPermission({ number: 0 } as unknown as UserOrg['role'], ['Reports'])).toBe(false);
  });
});

describe('legacyCheck(roleValue)', () => {
  it('treats 0 as an admin with read and write', () => {
    expect(legacyCheck(0)).toEqual({ read: true, write: true });
  });

  it('gives every other value read only', () => {
    expect(legacyCheck(1)).toEqual({ read: true, write: false });
    expect(legacyCheck(4)).toEqual({ read: true, write: false });
  });
});

describe('isAdmin(role)', () => {
  it('is true for role number 0 only', () => {
    expect(isAdmin(hadAdmin.role)).toBe(true);
    expect(isAdmin(hadTeacher.role)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
