import { describe, expect, it } from 'vitest';
import { invitationMail } from '../../server/modules/invitations/mail';

const input = {
  organizationName: 'Nour <Academy>',
  roleName: 'Student',
  link: 'http://localhost:3000/invitation?adminInvitationId=abc&token=t&x=1',
  expiresAt: new Date('2026-12-06T10:00:00Z'),
  name: 'Huda',
};

describe('invitationMail', () => {
  it('writes English with the link, the organisation and the expiry, HTML escaped', () => {
    const mail = invitationMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('You are invited to join Nour <Academy>');
    expect(mail.text).toContain(input.link);
    expect(mail.text).toContain('6 December 2026');
    expect(mail.html).toContain('Nour &#60;Academy&#62;');
    expect(mail.html).toContain(
      'href="http://localhost:3000/invitation?adminInvitationId=abc&#38;token=t&#38;x=1"',
    );
    expect(mail.html).toContain('dir="ltr"');
    // Then the same in Arabic, right to left: the invitee may read either.
    expect(mail.text).toContain('أنت مدعو للانضمام إلى Nour <Academy> بصفة Student.');
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
  });

  it('writes Arabic right to left, keeping the link left to right', () => {
    const mail = invitationMail({ ...input, language: 'ar', name: '' });
    expect(mail.subject).toBe('دعوة للانضمام إلى Nour <Academy>');
    expect(mail.text.startsWith('مرحبًا،')).toBe(true);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<a href=');
    expect(mail.language).toBe('ar');
  });
});
