import {
  escapeHtml,
  inBothLanguages,
  type MailContent,
  type MailLanguage,
  type MailPart,
} from '../../platform/mail/templates';

const TEXTS = {
  en: {
    subject: 'Someone tried to sign up with your e-mail',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'Someone tried to create an account with this e-mail, which already has one. If it was you, sign in, or reset your password from the sign-in page:',
    ignore: 'If it was not you, you can ignore this e-mail: nothing has changed.',
  },
  ar: {
    subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: 'حاول أحدهم إنشاء حساب بهذا البريد الإلكتروني، وله حساب بالفعل. إن كنت أنت، فسجّل الدخول، أو أعد تعيين كلمة المرور من صفحة الدخول:',
    ignore: 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغيّر شيء.',
  },
} as const;

/**
 * What the owner of an e-mail gets when someone signs up with it: the sign-up answers the same
 * as for a new address (it never tells who has an account), and the owner hears of it here, in
 * the language asked for first and then the other.
 */
export function accountExistsMail(
  language: MailLanguage,
  name: string,
  publicUrl: string,
): MailContent {
  const loginLink = `${publicUrl}/login`;
  const link = escapeHtml(loginLink);
  return inBothLanguages(
    language,
    `${TEXTS[language].subject} · ${TEXTS[language === 'ar' ? 'en' : 'ar'].subject}`,
    (part): MailPart => {
      const t = TEXTS[part];
      const greeting = t.greeting(name);
      return {
        text: `${greeting}\n\n${t.body}\n${loginLink}\n\n${t.ignore}\n`,
        html:
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}<br>` +
          `<a href="${link}" dir="ltr">${link}</a></p><p>${escapeHtml(t.ignore)}</p>`,
      };
    },
  );
}
