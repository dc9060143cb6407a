import { escapeHtml, type MailContent } from '../../platform/mail/templates';

export interface AccessMailInput {
  name: string;
  organizationName: string;
  roleName: string;
  /** The console's address (PUBLIC_URL): the mail links to its sign-in page, `/login`. */
  publicUrl: string;
}

const TEXTS = {
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (org: string, role: string) =>
      `You now have access to ${org} as ${role}. Sign in with the e-mail and password you signed up with:`,
  },
  ar: {
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: (org: string, role: string) =>
      `أصبح بإمكانك الآن الدخول إلى ${org} بصفة ${role}. سجّل الدخول بالبريد الإلكتروني وكلمة المرور اللذين سجّلت بهما:`,
  },
} as const;

/**
 * The e-mail a waiting sign-up gets once a platform admin assigns them to an organisation (the
 * Access Pending dialog promises it). The service does not know which language they read, so it
 * says it in English and in Arabic (right to left), the link once under each.
 */
export function accessGrantedMail(input: AccessMailInput): MailContent {
  const parts = (['en', 'ar'] as const).map((language) => {
    const t = TEXTS[language];
    return {
      language,
      greeting: t.greeting(input.name),
      body: t.body(input.organizationName, input.roleName),
    };
  });
  const loginLink = `${input.publicUrl}/login`;
  const link = escapeHtml(loginLink);
  const text = parts
    .map((part) => `${part.greeting}\n\n${part.body}\n${loginLink}\n`)
    .join('\n---\n\n');
  const html =
    '<!doctype html><html lang="en"><body>' +
    parts
      .map(
        (part) =>
          `<div lang="${part.language}" dir="${part.language === 'ar' ? 'rtl' : 'ltr'}">` +
          `<p>${escapeHtml(part.greeting)}</p><p>${escapeHtml(part.body)}<br>` +
          `<a href="${link}" dir="ltr">${link}</a></p></div>`,
      )
      .join('<hr>') +
    '</body></html>';
  return {
    subject: `Access to ${input.organizationName} · الوصول إلى ${input.organizationName}`,
    text,
    html,
    language: 'en',
  };
}
