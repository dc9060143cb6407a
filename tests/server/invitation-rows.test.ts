import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MESSAGES } from '../../contract/invitations';
import type { SheetRow } from '../../server/platform/spreadsheet/read-rows';
import { columnsOf } from '../../server/modules/invitations/file-columns';
import {
  validateRows,
  type InvitationLookups,
} from '../../server/modules/invitations/validate-rows';

const lookups = (overrides: Partial<InvitationLookups> = {}): InvitationLookups => ({
  members: new Set(['member@example.test']),
  invited: new Set(['invited@example.test']),
  classes: new Map([['alif', 'class-alif']]),
  roles: new Map([
    ['teacher', { id: 'role-teacher', takesTeacherSeat: true }],
    ['staff', { id: 'role-staff', takesTeacherSeat: false }],
  ]),
  seatsLeft: { students: 10, teachers: 10 },
  ...overrides,
});

const rowsOf = (...cells: string[][]): SheetRow[] =>
  cells.map((c, i) => ({ number: i + 2, cells: c }));

const codes = (result: ReturnType<typeof validateRows>) =>
  result.rows.map((row) => row.errors.map((error) => error.code));

describe('columnsOf', () => {
  it('matches headers ignoring case, spaces, dashes and underscores, in any order', () => {
    expect(columnsOf('user', ['Class Name', 'E-mail', 'first_name', 'LAST NAME', 'notes'])).toEqual(
      { className: 0, email: 1, firstName: 2, lastName: 3 },
    );
  });

  it("answers 'wrong file' naming the missing required columns", () => {
    expect(() => columnsOf('admin', ['email', 'firstName'])).toThrow(
      SPREADSHEET_MESSAGES.wrongFile,
    );
    const error = (() => {
      try {
        columnsOf('admin', ['name']);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toMatchObject({
      statusCode: 400,
      fieldErrors: { file: 'Missing column: email, role' },
    });
  });
});

describe('validateRows', () => {
  const studentColumns = columnsOf('user', ['email', 'firstName', 'lastName', 'className']);

  it('finds every kind of bad row and keeps the good ones with what they resolved to', () => {
    const result = validateRows(
      'user',
      studentColumns,
      rowsOf(
        ['Huda@Example.test', 'هدى', 'صالح', 'Alif'],
        ['not-an-email', 'A', 'B', ''],
        ['huda@example.test', 'Again', 'B', ''],
        ['member@example.test', 'M', 'B', ''],
        ['invited@example.test', 'I', 'B', ''],
        ['new@example.test', 'N', 'B', 'Kaf'],
        ['long@example.test', 'x'.repeat(81), 'B', ''],
        ['fine@example.test', '', '', ''],
      ),
      lookups(),
    );
    expect(codes(result)).toEqual([
      [],
      ['invalidEmail'],
      ['duplicateInFile'],
      ['alreadyMember'],
      ['alreadyInvited'],
      ['unknownClass'],
      ['tooLong'],
      [],
    ]);
    expect(result.valid).toEqual([
      {
        row: 2,
        email: 'huda@example.test',
        firstName: 'هدى',
        lastName: 'صالح',
        classRoomId: 'class-alif',
        roleId: null,
      },
      {
        row: 9,
        email: 'fine@example.test',
        firstName: '',
        lastName: '',
        classRoomId: null,
        roleId: null,
      },
    ]);
  });

  it('seats rows in file order, and a bad row never takes a seat from a good one', () => {
    const result = validateRows(
      'user',
      studentColumns,
      rowsOf(['a@example.test'], ['bad'], ['b@example.test'], ['c@example.test']),
      lookups({ seatsLeft: { students: 2, teachers: 0 } }),
    );
    expect(codes(result)).toEqual([[], ['invalidEmail'], [], ['overSeatLimit']]);
  });

  it('checks roles for staff invitations; only teacher roles take a teacher seat', () => {
    const columns = columnsOf('admin', ['email', 'role']);
    const result = validateRows(
      'admin',
      columns,
      rowsOf(
        ['t1@example.test', 'Teacher'],
        ['s1@example.test', 'staff'],
        ['t2@example.test', 'teacher'],
        ['x@example.test', 'Owner'],
      ),
      lookups({ seatsLeft: { students: 0, teachers: 1 } }),
    );
    expect(codes(result)).toEqual([[], [], ['overSeatLimit'], ['unknownRole']]);
    expect(result.valid.map((row) => row.roleId)).toEqual(['role-teacher', 'role-staff']);
    expect(result.rows[3]).toMatchObject({ row: 5, role: 'Owner' });
  });

  it('keeps formula-looking names as the text they are', () => {
    const result = validateRows(
      'user',
      studentColumns,
      rowsOf(['f@example.test', '=HYPERLINK("http://x")', '+1', '']),
      lookups(),
    );
    expect(result.valid[0]).toMatchObject({ firstName: '=HYPERLINK("http://x")', lastName: '+1' });
  });
});
