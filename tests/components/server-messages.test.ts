import { afterEach, describe, expect, it } from 'vitest';
import { appInfoBodySchema } from '../../contract/app-info';
import { TRANSLATION_FILE_MESSAGES } from '../../contract/app-language-translations';
import {
  APP_LANGUAGE_MESSAGES,
  appLanguageCodeSchema,
  appLanguageUpdateSchema,
} from '../../contract/app-languages';
import { AUDIT_MESSAGES } from '../../contract/audit';
import { CLASS_MESSAGES } from '../../contract/classes';
import { CONTENT_ACTIONS, CONTENT_STATUSES, CURRICULUM_MESSAGES } from '../../contract/curriculum';
import { INVITATION_MESSAGES } from '../../contract/invitations';
import { MEDIA_KINDS } from '../../contract/elements';
import { LIVE_CLASS_ACTIONS, LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { LIVE_CLASS_BULK_MESSAGES } from '../../contract/live-classes-bulk';
import { MEDIA_MESSAGES } from '../../contract/media';
import { MESSAGES } from '../../contract/messages';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { ROLE_MESSAGES } from '../../contract/roles';
import { SUCCESS_RANGE_MESSAGES, successRangeBodySchema } from '../../contract/success-ranges';
import {
  PROFILE_CHANGE_ACTIONS,
  PROFILE_CHANGE_STATUSES,
  TEACHER_MESSAGES,
  TEACHER_PROFILE_ACTIONS,
  TEACHER_PROFILE_STATUSES,
} from '../../contract/teachers';
import { MESSAGE_CATALOGUE } from '../../contract/message-catalogue';
import { changeLanguage, translateMessage } from '../../src/i18n/i18n';
import arabic from '../../src/i18n/server-messages-ar.json';
import { arabicServerMessage } from '../../src/i18n/server-messages-ar';

/** Every message function of the contract, called with each of its sample arguments. */
const templated: [string, string][] = [
  ...(['students', 'teachers', 'classrooms'] as const).map(
    (what) => [`seatLimit ${what}`, ORGANIZATION_MESSAGES.seatLimit(what, 12)] as [string, string],
  ),
  ['teacher clash', LIVE_CLASS_MESSAGES.teacherClash('Grammar 2')],
  ['teacher clash, unnamed', LIVE_CLASS_MESSAGES.teacherClash()],
  ['live classes created 1', LIVE_CLASS_BULK_MESSAGES.created(1)],
  ['live classes created 7', LIVE_CLASS_BULK_MESSAGES.created(7)],
  ['extra column', LIVE_CLASS_BULK_MESSAGES.extraColumn(4)],
  ['language code taken', APP_LANGUAGE_MESSAGES.codeTaken('pt-BR')],
  ['translations not JSON', TRANSLATION_FILE_MESSAGES.notJson()],
  ['translations not JSON, where', TRANSLATION_FILE_MESSAGES.notJson({ line: 3, column: 7 })],
  ['translations not a text', TRANSLATION_FILE_MESSAGES.notString('home.title')],
  ['translations empty key', TRANSLATION_FILE_MESSAGES.emptyKey('')],
  ['translations empty key inside', TRANSLATION_FILE_MESSAGES.emptyKey('home')],
  ['translations key too long', TRANSLATION_FILE_MESSAGES.keyTooLong('a.b')],
  ['translations NUL', TRANSLATION_FILE_MESSAGES.nul('home.title')],
  ['translations text too long', TRANSLATION_FILE_MESSAGES.valueTooLong('a.b')],
  ['translations too deep', TRANSLATION_FILE_MESSAGES.tooDeep('a.b')],
  ['translations key twice', TRANSLATION_FILE_MESSAGES.duplicateKey('a.b')],
  ...LIVE_CLASS_ACTIONS.map(
    (action) =>
      [`live class ${action}`, LIVE_CLASS_MESSAGES.notAllowed(action)] as [string, string],
  ),
  ['contract paused', ORGANIZATION_MESSAGES.contractPaused('Nour Academy')],
  ...(['canceled', 'ended'] as const).map(
    (standing) =>
      [`contract ${standing}`, ORGANIZATION_MESSAGES.contractClosed('مدرسة النور', standing)] as [
        string,
        string,
      ],
  ),
  ...(['paused', 'canceled', 'ended'] as const).flatMap((standing) => [
    [`join code, ${standing}`, ORGANIZATION_MESSAGES.joinCodeRefused('Nour Academy', standing)] as [
      string,
      string,
    ],
    [
      `invitation, ${standing}`,
      ORGANIZATION_MESSAGES.invitationRefused('Nour Academy', standing),
    ] as [string, string],
  ]),
  ['score ranges overlap', SUCCESS_RANGE_MESSAGES.overlaps(41, 100)],
  ['audit export too large', AUDIT_MESSAGES.exportTooLarge(10_001, 10_000)],
  ['internal', MESSAGES.internal('POST v1/class_room')],
  ['heldBy 1', ROLE_MESSAGES.heldBy(1)],
  ['heldBy 3', ROLE_MESSAGES.heldBy(3)],
  ['media type, any kind', MEDIA_MESSAGES.typeNotAllowed()],
  ...MEDIA_KINDS.flatMap((kind) => [
    [`media type ${kind}`, MEDIA_MESSAGES.typeNotAllowed([kind])] as [string, string],
    [`media too large ${kind}`, MEDIA_MESSAGES.tooLarge(kind)] as [string, string],
  ]),
  ['sent 1', INVITATION_MESSAGES.sent(1)],
  ['sent 40', INVITATION_MESSAGES.sent(40)],
  ...(['pending', 'active', 'paused', 'canceled'] as const).flatMap((status) =>
    (['activate', 'pause', 'reactivate', 'cancel'] as const).map(
      (action) =>
        [
          `contract ${status} ${action}`,
          ORGANIZATION_MESSAGES.transitionRefused(action, status),
        ] as [string, string],
    ),
  ),
  ...(['pending', 'expired', 'accepted', 'canceled'] as const).flatMap((status) =>
    (['accept', 'resend', 'cancel'] as const).map(
      (action) =>
        [
          `invitation ${status} ${action}`,
          INVITATION_MESSAGES.transitionRefused(action, status),
        ] as [string, string],
    ),
  ),
  ...TEACHER_PROFILE_STATUSES.flatMap((status) =>
    TEACHER_PROFILE_ACTIONS.map(
      (action) =>
        [`profile ${status} ${action}`, TEACHER_MESSAGES.notAllowed(action, status)] as [
          string,
          string,
        ],
    ),
  ),
  ...CONTENT_STATUSES.flatMap((status) =>
    CONTENT_ACTIONS.map(
      (action) =>
        [`content ${status} ${action}`, CURRICULUM_MESSAGES.notAllowed(action, status)] as [
          string,
          string,
        ],
    ),
  ),
  ...PROFILE_CHANGE_STATUSES.flatMap((status) =>
    PROFILE_CHANGE_ACTIONS.map(
      (action) =>
        [`change ${status} ${action}`, TEACHER_MESSAGES.changeNotAllowed(action, status)] as [
          string,
          string,
        ],
    ),
  ),
];

describe('server messages in Arabic', () => {
  afterEach(() => changeLanguage('en'));

  const fixed = MESSAGE_CATALOGUE.filter((entry) => !entry.pattern);

  it.each(fixed.map((entry) => [entry.key, entry.text]))(
    '%s has an Arabic translation',
    (_key, text) => {
      expect(arabicServerMessage(text)).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('keys every Arabic text on a code of the catalogue, and every code has one', () => {
    const codes = MESSAGE_CATALOGUE.map((entry) => entry.key).sort();
    expect(Object.keys(arabic.messages).sort()).toEqual(codes);
  });

  it('names only word tables that exist, and only parts the English has', () => {
    for (const entry of MESSAGE_CATALOGUE) {
      const parts = [...entry.text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const text = (arabic.messages as Record<string, string>)[entry.key] ?? '';
      for (const [, part, table] of text.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
        expect(parts, entry.key).toContain(part);
        if (table) expect(Object.keys(arabic.words), entry.key).toContain(table);
      }
    }
  });

  it("knows the refusals the contract's schemas give as field errors", () => {
    const schemaMessages = [
      appInfoBodySchema.shape.androidVersion.safeParse('1.4').error?.issues[0]?.message,
      appLanguageCodeSchema.safeParse('english!').error?.issues[0]?.message,
      appLanguageUpdateSchema.safeParse({}).error?.issues[0]?.message,
      successRangeBodySchema.safeParse({
        levelId: '6f1c1b1e-0000-4000-8000-000000000001',
        minScore: 60,
        maxScore: 40,
      }).error?.issues[0]?.message,
    ];
    for (const message of schemaMessages) {
      expect(arabicServerMessage(message ?? 'missing')).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it.each(templated)('%s (with figures) has an Arabic translation', (_name, text) => {
    const arabic = arabicServerMessage(text);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toContain('undefined');
    for (const figure of text.match(/\d+/g) ?? []) expect(arabic).toContain(figure);
  });

  it('names the organisation whose contract refuses, in Arabic', () => {
    expect(arabicServerMessage(ORGANIZATION_MESSAGES.contractPaused('Nour Academy'))).toBe(
      'عقد Nour Academy موقوف مؤقتًا: يمكن الاطلاع على بياناتها دون تغييرها حتى يُعاد تفعيل العقد.',
    );
    expect(
      arabicServerMessage(ORGANIZATION_MESSAGES.joinCodeRefused('Nour Academy', 'ended')),
    ).toBe('لا يمكن استخدام رمز الانضمام هذا: عقد Nour Academy منتهٍ.');
  });

  it('says an unnamed clashing class in Arabic too', () => {
    expect(
      arabicServerMessage(LIVE_CLASS_MESSAGES.teacherClash(LIVE_CLASS_MESSAGES.anotherClass)),
    ).toBe('المعلم يدرّس حصة أخرى في وقت متداخل.');
  });

  it('shows a server message in the page language, and an unknown one as sent', async () => {
    expect(translateMessage(CLASS_MESSAGES.moved)).toBe('Successfully moved students');
    await changeLanguage('ar');
    expect(translateMessage(CLASS_MESSAGES.moved)).toBe('تم نقل الطلاب بنجاح');
    expect(translateMessage('Something new from the server.')).toBe(
      'Something new from the server.',
    );
  });
});
