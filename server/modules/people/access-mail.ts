import {
  escapeHtml,
  inBothLanguages,
  type MailContent,
  type MailPart,
} from '../../platform/mail/templates';

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
  const loginLink = `${input.publicUrl}/login`;
  const link = escapeHtml(loginLink);
  return inBothLanguages(
    'en',
    `Access to ${input.organizationName} · الوصول إلى ${input.organizationName}`,
    (language): MailPart => {
      const t = TEXTS[language];
      const greeting = t.greeting(input.name);
      const body = t.body(input.organizationName, input.roleName);
      return {
        text: `${greeting}\n\n${body}\n${loginLink}\n`,
        html:
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}<br>` +
          `<a href="${link}" dir="ltr">${link}</a></p>`,
      };
    },
  );
}
