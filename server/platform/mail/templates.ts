import { CODE_TTL_SECONDS } from '../../../contract/accounts';

export type MailLanguage = 'en' | 'ar';
export type CodePurpose = 'signup' | 'reset';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  language: MailLanguage;
}

const minutes = CODE_TTL_SECONDS / 60;

const TEXTS = {
  en: {
    signup: { subject: 'Your sign-up code', intro: 'Use this code to confirm your e-mail:' },
    reset: { subject: 'Your password reset code', intro: 'Use this code to reset your password:' },
    expires: `The code expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    greeting: (name: string) => `Hello ${name},`,
  },
  ar: {
    signup: { subject: 'رمز التسجيل الخاص بك', intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني:' },
    reset: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      intro: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:',
    },
    expires: `تنتهي صلاحية الرمز خلال ${minutes} دقائق. إذا لم تطلبه، تجاهل هذه الرسالة.`,
    greeting: (name: string) => `مرحبًا ${name}،`,
  },
} as const;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dirOf = (language: MailLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/** One language's part of a mail: its plain text, and its HTML (escaped by the caller). */
export interface MailPart {
  text: string;
  html: string;
}

/**
 * A mail in both languages, `first` then the other, each read in its own direction (the
 * document is `first`'s, the second part a block of its own): for people the service cannot
 * know the language of (an invitee, a sign-up).
 */
export function inBothLanguages(
  first: MailLanguage,
  subject: string,
  partIn: (language: MailLanguage) => MailPart,
): MailContent {
  const other: MailLanguage = first === 'ar' ? 'en' : 'ar';
  const [one, two] = [partIn(first), partIn(other)];
  return {
    subject,
    text: `${one.text}\n---\n\n${two.text}`,
    html:
      `<!doctype html><html lang="${first}" dir="${dirOf(first)}"><body>` +
      `${one.html}<hr><div lang="${other}" dir="${dirOf(other)}">${two.html}</div>` +
      '</body></html>',
    language: first,
  };
}

/** The code e-mail in the user's language (right-to-left HTML for Arabic). */
export function codeMail(
  purpose: CodePurpose,
  language: MailLanguage,
  code: string,
  name: string,
): MailContent {
  const t = TEXTS[language];
  const { subject, intro } = t[purpose];
  const greeting = t.greeting(name);
  const text = `${greeting}\n\n${intro}\n\n    ${code}\n\n${t.expires}\n`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><body>` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p>` +
    `<p>${escapeHtml(t.expires)}</p></body></html>`;
  return { subject, text, html, language };
}
