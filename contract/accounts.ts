import { z } from 'zod';
import { LANGUAGES } from './constants';

/**
 * Sign-up, code verification and password recovery (issue 3). Request bodies are ours: the
 * spec does not show them.
 */
export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only stops hashing abuse. Never truncated. */
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

/** Length is counted in Unicode code points, so Arabic and emoji count as one each. */
export const passwordSchema = z
  .string()
  .refine((value) => [...value].length >= PASSWORD_MIN, {
    message: `Use at least ${PASSWORD_MIN} characters.`,
  })
  .refine((value) => [...value].length <= PASSWORD_MAX, {
    message: `Use at most ${PASSWORD_MAX} characters.`,
  });

export const signupBodySchema = z.strictObject({
  email: z.email().max(254),
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  /** Language of the code e-mail (default 'en'). */
  language: z.enum(LANGUAGES).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Where a code challenge stands: shown as the resend countdown and the attempts left. */
export const codeChallengeSchema = z.object({
  resendInSeconds: z.number().int().min(0),
  attemptsLeft: z.number().int().min(0),
  expiresInSeconds: z.number().int().min(0),
});
export type CodeChallenge = z.infer<typeof codeChallengeSchema>;

/** `POST v1/auth/admin/signup` -> `token` (the console stores it as `tempToken`). */
export const signupResponseSchema = codeChallengeSchema.extend({ token: z.string() });

export const requestResetBodySchema = z.strictObject({
  email: z.email().max(254),
  /** Language of the code e-mail (default 'en'). */
  language: z.enum(LANGUAGES).optional(),
});
/** Answers the same whether or not the e-mail exists. */
export const requestResetResponseSchema = codeChallengeSchema.extend({ tempToken: z.string() });

/**
 * `POST v1/auth/admin/request-verification`: a new sign-up code for an account whose e-mail is
 * not verified yet (the login refused it). Answers the same for any e-mail, like the reset
 * request: an unknown or verified address gets a challenge that cannot succeed, and no mail.
 */
export const requestVerificationBodySchema = requestResetBodySchema;
export const requestVerificationResponseSchema = requestResetResponseSchema;

/** `POST v1/auth/admin/resend-code`: a new code for the same challenge, after the countdown. */
export const resendCodeBodySchema = z.strictObject({ tempToken: z.string().min(1) });
export const resendCodeResponseSchema = codeChallengeSchema;

export const verifyTokenBodySchema = z.strictObject({
  tempToken: z.string().min(1),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
export const verifyTokenResponseSchema = z.object({ accessToken: z.string() });

/** With the access token from verify-token as bearer; revokes the user's other sessions. */
export const resetPasswordBodySchema = z.strictObject({ password: passwordSchema });

/** `PUT v1/users/admin/joinGroup/{id}`: `id` is the signed-in user's id. */
export const joinGroupBodySchema = z.strictObject({ code: z.string().trim().min(4).max(64) });

export const ACCOUNT_MESSAGES = {
  codeSent: 'We sent a code to your e-mail.',
  codeExpired: 'This code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  resendTooSoon: 'Please wait before asking for a new code.',
  emailTaken: 'An account with this e-mail already exists.',
  commonPassword: 'This password is too common. Choose another.',
  passwordReset: 'Your password has been changed. Please sign in.',
  joined: 'You joined the organization.',
  tooManyRequests: 'Too many attempts. Try again later.',
  /** The login's 403 (code `EMAIL_NOT_VERIFIED`) for a sign-up that never entered its code. */
  emailNotVerified: 'Confirm your e-mail before you sign in: we can send you a new code.',
} as const;
