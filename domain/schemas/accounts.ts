import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import type { MessageCode } from '../messages';
import { PHONE_CHARACTERS } from '../rules/phone';
import { IdSchema } from './common';

// Limits match the database columns (prisma/schema.prisma).
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const ADDRESS_MAX_LENGTH = 200;
export const AVATAR_URL_MAX_LENGTH = 2048;
/** The phone as typed, punctuation included; its stored form '+<dial> <digits>' is at most 21 characters. */
export const PHONE_INPUT_MAX_LENGTH = 32;
export const CONTEXT_NAME_MAX_LENGTH = 40;
/** A context name as typed, before its spaces and '@'s are dropped: longer than this cannot become a valid name. */
export const CONTEXT_NAME_INPUT_MAX_LENGTH = 200;
/** Far above a real refresh token (43 characters), whose format is checked before any query. */
export const REFRESH_TOKEN_MAX_LENGTH = 512;
export const MAX_CONTEXTS_PER_USER = 100;

export const AVATAR_PLACEHOLDER_URL = '/avatar-placeholder.svg';

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** A trimmed text that must not be empty; a missing or non-text value gets the same code. */
function requiredText(code: MessageCode) {
  return z.string({ message: code }).trim().min(1, { message: code, abort: true });
}

function plainText(code: MessageCode, max: number, tooLong: MessageCode) {
  return requiredText(code)
    .max(max, { message: tooLong })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: 'INVALID_FORMAT' });
}

/** An http(s) URL, or a path on this site ('/avatar-placeholder.svg'); never a protocol-relative '//host'. */
function isAvatarUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const EmailSchema = requiredText('EMAIL_PASSWORD_REQUIRED')
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { message: 'EMAIL_TOO_LONG' })
  .regex(z.regexes.email, { message: 'EMAIL_INVALID' });

/** A password as typed (never trimmed). */
export const PasswordPresenceSchema = z
  .string({ message: 'EMAIL_PASSWORD_REQUIRED' })
  .min(1, { message: 'EMAIL_PASSWORD_REQUIRED', abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: 'PASSWORD_TOO_LONG' });

export const NewPasswordSchema = PasswordPresenceSchema.min(PASSWORD_MIN_LENGTH, { message: 'PASSWORD_TOO_SHORT' });
export const NameSchema = plainText('NAMES_REQUIRED', NAME_MAX_LENGTH, 'NAME_TOO_LONG');
export const AddressSchema = plainText('ADDRESS_REQUIRED', ADDRESS_MAX_LENGTH, 'ADDRESS_TOO_LONG');

/**
 * The phone as sent: '+', the dial code and the number, with spaces, hyphens or brackets allowed. Its dial code
 * and digit count are checked by checkPhone (domain/rules/phone.ts), whose messages carry the digit count.
 */
export const PhoneSchema = requiredText('PHONE_REQUIRED')
  .max(PHONE_INPUT_MAX_LENGTH, { message: 'PHONE_FORMAT_INVALID' })
  .regex(PHONE_CHARACTERS, { message: 'PHONE_FORMAT_INVALID' })
  .describe("'+<dial code> <number>', e.g. '+52 55 1234 5678'; spaces, hyphens and brackets are ignored");

/** Optional: absent, null or '' means none (the placeholder at registration, unchanged on profile edit). */
const AvatarUrlSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ message: 'AVATAR_URL_INVALID' })
    .trim()
    .max(AVATAR_URL_MAX_LENGTH, { message: 'AVATAR_URL_INVALID' })
    .refine(isAvatarUrl, { message: 'AVATAR_URL_INVALID' })
    .optional(),
);

// Registration and login check presence first and formats second, in the order of SPEC.md section 5, so the
// first problem reported (the envelope's message) is the one the original service reported.
const RegisterPresenceSchema = z.object({
  email: requiredText('EMAIL_PASSWORD_REQUIRED').max(EMAIL_MAX_LENGTH, { message: 'EMAIL_TOO_LONG' }).describe('Stored lower-case; unique'),
  password: PasswordPresenceSchema.describe(`At least ${PASSWORD_MIN_LENGTH} characters`),
  firstName: NameSchema,
  lastName: NameSchema,
  phone: requiredText('PHONE_REQUIRED')
    .max(PHONE_INPUT_MAX_LENGTH, { message: 'PHONE_FORMAT_INVALID' })
    .describe("'+<dial code> <number>', e.g. '+52 55 1234 5678'; spaces, hyphens and brackets are ignored; unique"),
  address: AddressSchema,
  acceptTermsAndPolicies: z.literal(true, { message: 'TERMS_NOT_ACCEPTED' }),
  avatarUrl: AvatarUrlSchema,
});

export const RegisterInputSchema = RegisterPresenceSchema.pipe(
  // The first stage has already normalised the avatar.
  RegisterPresenceSchema.extend({ email: EmailSchema, password: NewPasswordSchema, phone: PhoneSchema, avatarUrl: z.string().optional() }),
);
export type RegisterInput = z.output<typeof RegisterInputSchema>;

const LoginPresenceSchema = z.object({
  email: requiredText('EMAIL_PASSWORD_REQUIRED').max(EMAIL_MAX_LENGTH, { message: 'EMAIL_TOO_LONG' }),
  password: PasswordPresenceSchema,
});
export const LoginInputSchema = LoginPresenceSchema.pipe(LoginPresenceSchema.extend({ email: EmailSchema }));
export type LoginInput = z.output<typeof LoginInputSchema>;

export const RefreshInputSchema = z.object({
  refresh_token: requiredText('REFRESH_TOKEN_REQUIRED').max(REFRESH_TOKEN_MAX_LENGTH, { message: 'INVALID_FORMAT' }),
});

export const LogoutInputSchema = z.object({
  refresh_token: z
    .string({ message: 'INVALID_FORMAT' })
    .trim()
    .max(REFRESH_TOKEN_MAX_LENGTH, { message: 'INVALID_FORMAT' })
    .optional()
    .describe("A refresh token of the caller's; its session is closed along with the access token's"),
});

/**
 * Profile edit (SPEC.md 'Profile edit'): a blank password keeps the current one; otherwise both fields are
 * required, equal, and at least 6 characters.
 */
export const ProfileUpdateInputSchema = z
  .object({
    firstName: NameSchema,
    lastName: NameSchema,
    phone: PhoneSchema,
    address: AddressSchema,
    avatarUrl: AvatarUrlSchema,
    password: z.string({ message: 'INVALID_FORMAT' }).max(PASSWORD_MAX_LENGTH, { message: 'PASSWORD_TOO_LONG' }).optional(),
    confirmPassword: z.string({ message: 'INVALID_FORMAT' }).max(PASSWORD_MAX_LENGTH, { message: 'PASSWORD_TOO_LONG' }).optional(),
  })
  .superRefine(({ password = '', confirmPassword = '' }, ctx) => {
    if (password === '' && confirmPassword === '') return;
    if (password === '' || confirmPassword === '') {
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_FIELDS_REQUIRED', path: [password === '' ? 'password' : 'confirmPassword'] });
    } else if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'PASSWORDS_DO_NOT_MATCH', path: ['confirmPassword'] });
    } else if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_TOO_SHORT', path: ['password'] });
    }
  });
export type ProfileUpdateInput = z.output<typeof ProfileUpdateInputSchema>;

/** The part after '@': trimmed, leading '@'s dropped, inner runs of spaces made one space. */
function contextNameBody(raw: string): string {
  return raw.trim().replace(/^@+/, '').trim().replace(/\s+/g, ' ');
}

/** A context name as typed ('casa', '@Casa', ' @ en casa '); the result always starts with '@'. */
export const ContextNameSchema = z
  .string({ message: 'CONTEXT_NAME_REQUIRED' })
  .max(CONTEXT_NAME_INPUT_MAX_LENGTH, { message: 'CONTEXT_NAME_TOO_LONG' })
  .transform(contextNameBody)
  .pipe(
    z
      .string()
      .min(1, { message: 'CONTEXT_NAME_REQUIRED' })
      .max(CONTEXT_NAME_MAX_LENGTH, { message: 'CONTEXT_NAME_TOO_LONG' })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { message: 'INVALID_FORMAT' }),
  )
  .transform((body) => `@${body}`);

export const AddContextInputSchema = z.object({ name: ContextNameSchema });
export const RenameContextInputSchema = z.object({ id: IdSchema, name: ContextNameSchema });

// Responses.

const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  avatarUrl: z.string(),
  version: z.number().int().min(1).describe('Bumped on every change of the profile: If-Match names it ("<version>")'),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const RegisterResultSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  profile: SessionUserSchema.omit({ id: true, email: true }),
});

const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds the access token is valid'),
});
export const RefreshResultSchema = TokenPairSchema;
export const LoginResultSchema = TokenPairSchema.extend({ user: SessionUserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const MeSchema = SessionUserSchema.extend({ currencyId: z.uuid() });

export const TokenClaimsSchema = z.object({ userId: z.uuid(), email: z.string(), currencyId: z.uuid() });

export const ProfileUpdateResultSchema = z.object({ user: SessionUserSchema });

const DashboardLifeAreaSchema = z.object({
  id: z.uuid().describe("The user's wheel row (lifeWheelAreaId)"),
  areaId: z.uuid().describe('The life area'),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  color: z.string(),
  emoji: z.string(),
  score: z.number().int().nullable().describe('null while not assessed'),
  isArchived: z.boolean(),
  isBlocked: z.boolean(),
});

export const DashboardSchema = z.object({
  user: SessionUserSchema.extend({ currencyId: z.uuid(), currencyCode: z.string(), createdAt: z.iso.datetime() }),
  lifeWheel: z.object({
    id: z.uuid(),
    globalScore: z.number().nullable(),
    isAnswered: z.boolean(),
    lifeAreas: z.array(DashboardLifeAreaSchema),
  }),
  summary: z.object({
    totalGoals: z.number().int(),
    completedGoals: z.number().int(),
    totalActions: z.number().int(),
    completedActions: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const ContextSchema = z.object({
  id: z.uuid(),
  name: z.string().describe("Always starts with '@'"),
  createdAt: z.iso.datetime(),
  active: z.boolean(),
  actionsCount: z.number().int(),
  canDelete: z.boolean(),
  version: z.number().int().min(1).describe('Bumped on every change of the row: If-Match names it ("<version>")'),
});
export type Context = z.infer<typeof ContextSchema>;
export const ContextListSchema = z.object({ contexts: z.array(ContextSchema) });
