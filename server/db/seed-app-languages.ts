import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { appLanguages } from './schema/app-languages';

/**
 * Arabic for the demo, beside the English default that migration 0027 inserts: the same keys,
 * right to left. Added once (by its code); an Arabic row already there is left as it is.
 */
export const DEMO_ARABIC_TRANSLATIONS = {
  common: { continue: 'متابعة', cancel: 'إلغاء', retry: 'حاول مرة أخرى', loading: 'جارٍ التحميل…' },
  auth: {
    signIn: 'تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
  },
  home: {
    greeting: 'مرحبًا بعودتك يا {{name}}!',
    streak: '{{count}} أيام متتالية',
    continueLesson: 'تابع درسك',
  },
  lessons: {
    title: 'الدروس',
    progress: 'أنهيت {{done}} من {{total}} دروس',
    start: 'ابدأ',
    locked: 'أنهِ الدرس السابق أولًا',
  },
  exercise: {
    check: 'تحقق',
    correct: 'صحيح!',
    wrong: 'ليس تمامًا، حاول مرة أخرى',
    listen: 'اضغط للاستماع',
    pointsEarned: 'حصلت على {{count}} نقطة',
  },
  levelTest: {
    title: 'اختبار المستوى',
    minutesLeft: 'بقي {{count}} دقيقة',
    result: 'مستواك هو {{level}}',
  },
  settings: { title: 'الإعدادات', language: 'لغة التطبيق', notifications: 'الإشعارات' },
};

export async function seedDemoAppLanguages(tx: Db): Promise<void> {
  await tx
    .insert(appLanguages)
    .values({
      code: 'ar',
      nameEn: 'Arabic',
      nameNative: 'العربية',
      direction: 'rtl',
      position: 1,
      isDefault: false,
      translations: DEMO_ARABIC_TRANSLATIONS,
      translationsUpdatedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: appLanguages.code });
}
