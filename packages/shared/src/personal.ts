import { z } from 'zod';
import { API_PREFIX, instantSchema, MAX_PAGE_INDEX } from './api';
import { SIGN_IN_METHODS } from './data-scope';
import { textSchema } from './input';
import { isEmail, isMobilePhone, isPassword, isStrongPassword } from './validators';
import { describedAs } from './schema-description';

/**
 * The personal centre (SPEC §2 `/personal`): every signed-in user's own profile, password,
 * sign-in history and open sessions. Every call is the caller's own; none takes a user id.
 */

export const PERSONAL_ENDPOINTS = {
  profile: `${API_PREFIX}/personal/profile`,
  updateProfile: `${API_PREFIX}/personal/updateProfile`,
  avatarChoices: `${API_PREFIX}/personal/avatarChoices`,
  updateAvatar: `${API_PREFIX}/personal/updateAvatar`,
  /** The avatar image itself: public, addressed by a file id and its content digest (see avatarUrlOf). */
  avatarImage: `${API_PREFIX}/personal/avatarImage`,
  changePassword: `${API_PREFIX}/personal/changePassword`,
  loginLog: `${API_PREFIX}/personal/loginLog`,
  sessions: `${API_PREFIX}/personal/sessions`,
  revokeSession: `${API_PREFIX}/personal/revokeSession`,
} as const;

/** `data.reason` of the 403 every other call answers while an administrator's reset awaits a new password. */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';

/** Wrong old passwords a user may type into the change form in PASSWORD_CHANGE_WINDOW_MS before 429. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;

export const profileSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().meta(describedAs('头像图片的地址，或为空', 'the address of the avatar image, or empty', '頭像圖片的位址，或為空')),
  deptName: z.string().nullable(),
  roles: z.array(z.string()).meta(describedAs('已启用角色的名称', 'names of the enabled roles', '已啟用角色的名稱')),
  posts: z.array(z.string()).meta(describedAs('所任岗位的名称', 'names of the posts held', '所任崗位的名稱')),
  createdAt: instantSchema,
  lastLoginAt: instantSchema.nullable(),
  lastLoginIp: z.string().nullable(),
  passwordChangedAt: instantSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The only fields a user may change about themselves; anything else in the body is dropped. */
export const profileUpdateSchema = z.object({
  nickname: textSchema().trim().min(1, 'nickname is required').max(30, 'at most 30 characters'),
  email: z
    .string()
    .trim()
    .max(100, 'at most 100 characters')
    .refine((v) => v === '' || isEmail(v), { message: 'not an e-mail address', params: { issue: 'email' } }),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || isMobilePhone(v), { message: 'not a mobile phone number', params: { issue: 'mobile' } }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const avatarUpdateSchema = z.object({
  fileId: z.coerce.number().int().positive().nullable().meta(
    describedAs(
      '文件中心的一张图片；null 表示移除头像',
      'an image of the file centre; null removes the avatar',
      '檔案中心的一張圖片；null 表示移除頭像',
    ),
  ),
});
export type AvatarUpdate = z.input<typeof avatarUpdateSchema>;

export const avatarChoiceSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  createdAt: instantSchema,
  url: z.string().meta(describedAs('图片的显示地址', 'where the image is shown from', '圖片的顯示位址')),
});
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

export const avatarImageQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  key: z.string().regex(/^[0-9a-f]{32}$/, 'not an image key'),
});

/** The address an avatar is shown from: the file's id and half of its SHA-256, so ids cannot be walked. */
export const avatarUrlOf = (base: string, fileId: number, sha256: string): string =>
  `${base}${PERSONAL_ENDPOINTS.avatarImage}?id=${fileId}&key=${sha256.slice(0, 32)}`;

/** Why a new password is refused, as the message of `data.fields.newPassword` (the console translates). */
export function newPasswordProblem(password: string): string | null {
  if (!isPassword(password)) return '6 to 16 characters starting with a letter';
  if (!isStrongPassword(password)) return 'at least 8 characters from 3 of: lower case, upper case, digits, symbols';
  return null;
}

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, 'the current password is required').max(128),
  newPassword: z
    .string()
    .max(128)
    .superRefine((v, ctx) => {
      const problem = newPasswordProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const personalPageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(MAX_PAGE_INDEX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Browser and system read from a user agent (the raw text stays on the server). */
const clientFields = {
  ip: z.string(),
  browser: z.string().meta(describedAs("如 'Chrome 131'；未知时为空", "e.g. 'Chrome 131'; empty when unknown", "如 'Chrome 131'；未知時為空")),
  os: z.string().meta(describedAs("如 'Windows 10'；未知时为空", "e.g. 'Windows 10'; empty when unknown", "如 'Windows 10'；未知時為空")),
  method: z.enum(SIGN_IN_METHODS).or(z.string()),
};

export const personalLoginRowSchema = z.object({
  id: z.number().int(),
  createdAt: instantSchema,
  ...clientFields,
  success: z.boolean(),
  /** 'ok' or why it failed (a LoginFailureReason, or a lock-screen or password-change reason). */
  reason: z.string(),
});
export type PersonalLoginRow = z.infer<typeof personalLoginRowSchema>;

export const personalSessionSchema = z.object({
  id: z.number().int(),
  ...clientFields,
  signedInAt: instantSchema,
  lastSeenAt: instantSchema,
  current: z.boolean().meta(describedAs('发起本次调用的会话', 'the session this call was made with', '發起本次呼叫的工作階段')),
});
export type PersonalSession = z.infer<typeof personalSessionSchema>;

export const revokeSessionSchema = z.object({ id: z.coerce.number().int().positive() });
export type RevokeSession = z.input<typeof revokeSessionSchema>;
