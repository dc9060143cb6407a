import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_STANDINGS } from '../../contract/organization-constants';
import { OPERATIONS, RESOURCES, type Permission } from '../../contract/permissions';
import { permissionsUnder } from '../../machines/contract.machine';
import { whyNot, type Grant } from '../../machines/why-not';

const grant = fc.record({
  resource: fc.constantFrom(...RESOURCES),
  op: fc.constantFrom(...OPERATIONS),
});
const permission: fc.Arbitrary<Permission> = fc.record({
  entity: fc.constantFrom(...RESOURCES),
  allowedOps: fc.record({ read: fc.boolean(), write: fc.boolean(), update: fc.boolean() }),
});
const allows = (permissions: readonly Permission[], need: readonly Grant[]) =>
  need.some((g) => permissions.some((p) => p.entity === g.resource && p.allowedOps[g.op]));

describe('why not', () => {
  it('is null exactly when the rights the contract leaves allow one of the grants', () => {
    fc.assert(
      fc.property(
        fc.array(permission, { maxLength: 8 }),
        fc.constantFrom(...CONTRACT_STANDINGS),
        fc.array(grant, { minLength: 1, maxLength: 3 }),
        (granted, standing, need) => {
          const why = whyNot(granted, standing, need);
          expect(why === null).toBe(allows(permissionsUnder(standing, granted), need));
          if (why?.reason === 'right') expect(allows(granted, need)).toBe(false);
          if (why?.reason === 'contract') expect(allows(granted, need)).toBe(true);
        },
      ),
    );
  });

  it('names the missing grants, or the contract that takes them away', () => {
    const reader: Permission[] = [
      { entity: 'ClassRoomManager', allowedOps: { read: true, write: true, update: false } },
    ];
    const create = [{ resource: 'ClassRoomManager', op: 'write' }] as const;
    const edit = [{ resource: 'ClassRoomManager', op: 'update' }] as const;
    expect(whyNot(reader, 'inForce', create)).toBeNull();
    expect(whyNot(reader, 'inForce', edit)).toEqual({ reason: 'right', missing: edit });
    expect(whyNot(reader, 'paused', create)).toEqual({ reason: 'contract', standing: 'paused' });
    expect(whyNot(reader, 'ended', [{ resource: 'ClassRoomManager', op: 'read' }])).toEqual({
      reason: 'contract',
      standing: 'ended',
    });
  });
});
