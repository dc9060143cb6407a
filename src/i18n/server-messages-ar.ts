import messages from './server-messages-ar.json';

/*
 * The services answer in English (contract/*_MESSAGES). In Arabic the console shows these
 * translations instead; this module loads only with Arabic. A message not listed here is shown
 * as the server sent it.
 */

const TEXTS: Record<string, string> = messages;

const SEATS: Record<string, string> = { students: 'طالب', teachers: 'معلم', classrooms: 'فصل' };
const CONTRACT_STATUS: Record<string, string> = {
  pending: 'المعلّق',
  active: 'النشط',
  paused: 'الموقوف مؤقتًا',
  canceled: 'الملغى',
};
const CONTRACT_ACTION: Record<string, string> = {
  activated: 'تفعيل',
  paused: 'إيقاف',
  reactivated: 'إعادة تفعيل',
  canceled: 'إلغاء',
};
const INVITATION_STATUS: Record<string, string> = {
  pending: 'معلّقة',
  expired: 'منتهية الصلاحية',
  accepted: 'مقبولة',
  canceled: 'ملغاة',
};
const INVITATION_ACTION: Record<string, string> = {
  accepted: 'قبولها',
  resent: 'إعادة إرسالها',
  canceled: 'إلغاؤها',
};

const PROFILE_STATUS: Record<string, string> = {
  incomplete: 'غير مكتمل',
  submitted: 'مُرسل للمراجعة',
  accepted: 'مقبول',
  rejected: 'مرفوض',
  skipped: 'متخطّى',
  approved: 'موافق عليه',
};
const PROFILE_ACTION: Record<string, string> = {
  submitted: 'إرساله',
  skipped: 'تخطيه',
  accepted: 'قبوله',
  rejected: 'رفضه',
  edited: 'تعديله',
  changed: 'تغييره',
  approved: 'الموافقة عليه',
};

const CONTENT_ACTION: Record<string, string> = {
  publish: 'نشر',
  unpublish: 'إلغاء نشر',
  archive: 'أرشفة',
  unarchive: 'إلغاء أرشفة',
  delete: 'حذف',
};
const CONTENT_STATUS: Record<string, string> = {
  unpublished: 'غير منشور',
  published: 'منشور',
  archived: 'مؤرشف',
};

const MEDIA_KIND: Record<string, string> = {
  'a picture': 'للصورة',
  audio: 'للصوت',
  'a video': 'للفيديو',
};

const LIVE_CLASS_ACTION: Record<string, string> = {
  approve: 'اعتماد',
  accept: 'قبول',
  assignTeacher: 'إسناد معلم إلى',
  validate: 'تصحيح حالة',
  update: 'تعديل',
  delete: 'حذف',
  adminEnter: 'دخول',
  join: 'الانضمام إلى',
  heartbeat: 'تأكيد الحضور في',
};

/** A contract that is not in force, as the join-code and invitation refusals say it. */
const CONTRACT_STANDING: Record<string, string> = {
  'is paused': 'موقوف مؤقتًا',
  'was canceled': 'ملغى',
  'has ended': 'منتهٍ',
};

/** Messages with figures or names in them (the contract's message functions). */
const PATTERNS: [RegExp, (match: RegExpMatchArray) => string | undefined][] = [
  [
    /^Oops! We encountered an issue while action: (.+), Please try again or contact support for assistance\.$/,
    (m) =>
      `عذرًا! واجهتنا مشكلة أثناء الإجراء: ${m[1]}، يُرجى المحاولة مرة أخرى أو التواصل مع الدعم.`,
  ],
  [
    /^HAD and DEFAULT belong to the platform: their contract cannot be changed\.$/,
    () => 'تتبع HAD وDEFAULT المنصة نفسها: لا يمكن تغيير عقدهما.',
  ],
  [
    /^The contract of (.+) is paused: its data can be read but not changed until it is reactivated\.$/,
    (m) => `عقد ${m[1]} موقوف مؤقتًا: يمكن الاطلاع على بياناتها دون تغييرها حتى يُعاد تفعيل العقد.`,
  ],
  [
    /^The contract of (.+) was canceled: its members have no access until it is reactivated\.$/,
    (m) => `عقد ${m[1]} ملغى: لا يصل أعضاؤها إليها حتى يُعاد تفعيل العقد.`,
  ],
  [
    /^The contract of (.+) has ended: its members have no access until it is extended\.$/,
    (m) => `انتهى عقد ${m[1]}: لا يصل أعضاؤها إليها حتى يُمدَّد العقد.`,
  ],
  [
    /^This join code cannot be used: the contract of (.+) (is paused|was canceled|has ended)\.$/,
    (m) => `لا يمكن استخدام رمز الانضمام هذا: عقد ${m[1]} ${CONTRACT_STANDING[m[2] ?? '']}.`,
  ],
  [
    /^This invitation cannot be accepted: the contract of (.+) (is paused|was canceled|has ended)\.$/,
    (m) => `لا يمكن قبول هذه الدعوة: عقد ${m[1]} ${CONTRACT_STANDING[m[2] ?? '']}.`,
  ],
  [
    /^No one can be invited: the contract of (.+) (is paused|was canceled|has ended)\.$/,
    (m) => `لا يمكن دعوة أحد: عقد ${m[1]} ${CONTRACT_STANDING[m[2] ?? '']}.`,
  ],
  [
    /^The contract allows at most (\d+) (students|teachers|classrooms)\.$/,
    (m) => `يسمح العقد بـ ${m[1]} ${SEATS[m[2] ?? '']} على الأكثر.`,
  ],
  [
    /^This role is held by (\d+) members?; give them another role first\.$/,
    (m) => `يحمل هذا الدور ${m[1]} من الأعضاء؛ امنحهم دورًا آخر أولًا.`,
  ],
  [/^(\d+) invitations? sent$/, (m) => `أُرسلت الدعوات: ${m[1]}`],
  [
    /^A (\w+) contract cannot be (\w+)\.$/,
    (m) => `لا يمكن ${CONTRACT_ACTION[m[2] ?? '']} العقد ${CONTRACT_STATUS[m[1] ?? '']}.`,
  ],
  [
    /^This invitation is (\w+); it cannot be (\w+)\.$/,
    (m) => `هذه الدعوة ${INVITATION_STATUS[m[1] ?? '']}؛ لا يمكن ${INVITATION_ACTION[m[2] ?? '']}.`,
  ],
  [
    /^This profile cannot be (\w+) while it is (\w+)\.$/,
    (m) => `لا يمكن ${PROFILE_ACTION[m[1] ?? '']} والملف ${PROFILE_STATUS[m[2] ?? '']}.`,
  ],
  [
    /^You cannot (\w+) an item that is (\w+)\.$/,
    (m) => `لا يمكن ${CONTENT_ACTION[m[1] ?? '']} عنصر ${CONTENT_STATUS[m[2] ?? '']}.`,
  ],
  [
    /^This file type is not allowed, Allowed formats: (.+)\.$/,
    (m) => `نوع الملف غير مسموح به، الصيغ المسموح بها: ${m[1]}.`,
  ],
  [
    /^The file is too large: at most (\d+) MB(?: for (a picture|audio|a video))?\.$/,
    (m) => `الملف كبير جدًا: ${m[1]} ميغابايت على الأكثر${m[2] ? ` ${MEDIA_KIND[m[2]]}` : ''}.`,
  ],
  [
    /^This profile change cannot be (\w+) while it is (\w+)\.$/,
    (m) => `لا يمكن ${PROFILE_ACTION[m[1] ?? '']} والتعديل ${PROFILE_STATUS[m[2] ?? '']}.`,
  ],
  [
    /^This live class cannot be (\w+) now\.$/,
    (m) => `لا يمكن ${LIVE_CLASS_ACTION[m[1] ?? '']} هذه الحصة المباشرة الآن.`,
  ],
  [
    /^These filters select (\d+) entries; an export holds at most (\d+)\. Narrow the filters or the dates\.$/,
    (m) =>
      `تختار عوامل التصفية هذه ${m[1]} إدخالًا، ويتسع التصدير لـ ${m[2]} إدخال على الأكثر. ضيّق عوامل التصفية أو التواريخ.`,
  ],
  [
    /^These scores overlap the range (\d+)-(\d+): a score places a learner in one topic only\.$/,
    (m) => `تتداخل هذه الدرجات مع النطاق ${m[1]}-${m[2]}: تضع الدرجة المتعلم في موضوع واحد فقط.`,
  ],
  [/^There is already a language with the code (.+)\.$/, (m) => `توجد لغة بالرمز ${m[1]} بالفعل.`],
  [
    /^The translations file is not valid JSON(?: \(line (\d+), column (\d+)\))?\.$/,
    (m) => `ملف الترجمات ليس JSON صالحًا${m[1] ? ` (السطر ${m[1]}، العمود ${m[2]})` : ''}.`,
  ],
  [
    /^"(.+)" is not a text: every value must be a string \(or an object of strings\)\.$/,
    (m) => `«${m[1]}» ليس نصًا: يجب أن تكون كل قيمة نصًا (أو كائنًا من النصوص).`,
  ],
  [
    /^A key(?: inside "(.+)")? is empty\.$/,
    (m) => `يوجد مفتاح فارغ${m[1] ? ` داخل «${m[1]}»` : ''}.`,
  ],
  [/^"(.+)" is longer than (\d+) characters\.$/, (m) => `«${m[1]}» أطول من ${m[2]} حرفًا.`],
  [
    /^The text of "(.+)" is longer than (\d+) characters\.$/,
    (m) => `نص «${m[1]}» أطول من ${m[2]} حرف.`,
  ],
  [
    /^"(.+)" is nested more than (\d+) levels deep\.$/,
    (m) => `«${m[1]}» متداخل في أكثر من ${m[2]} مستويات.`,
  ],
  [
    /^"(.+)" contains a NUL character \(U\+0000\), which is not allowed\.$/,
    (m) => `«${m[1]}» يحتوي على محرف NUL ‏(U+0000)، وهو غير مسموح به.`,
  ],
  [
    /^"(.+)" is there twice \(once nested, once with dots in its name\)\.$/,
    (m) => `«${m[1]}» موجود مرتين (مرة متداخلًا، ومرة بنقاط في اسمه).`,
  ],
  [
    /^The teacher already teaches "(.+)" at an overlapping time\.$/,
    (m) =>
      m[1] === 'another class'
        ? 'المعلم يدرّس حصة أخرى في وقت متداخل.'
        : `المعلم يدرّس «${m[1]}» في وقت متداخل.`,
  ],
];

/** The Arabic of a server message, or undefined when it has none. */
export function arabicServerMessage(text: string): string | undefined {
  const exact = TEXTS[text];
  if (exact) return exact;
  for (const [pattern, translate] of PATTERNS) {
    const match = text.match(pattern);
    if (match) {
      const arabic = translate(match);
      // A figure or word the tables do not know leaves the message in English.
      if (arabic && !arabic.includes('undefined')) return arabic;
    }
  }
  return undefined;
}
