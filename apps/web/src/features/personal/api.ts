import type { PageResult } from '@ledgerdesk/shared';
import {
  PERSONAL_ENDPOINTS,
  type AvatarChoice,
  type PasswordChange,
  type PersonalLoginRow,
  type PersonalSession,
  type Profile,
  type ProfileUpdate,
} from '@ledgerdesk/shared/personal';
import { request } from '@/lib/request';

export const personalKeys = {
  all: ['personal'] as const,
  profile: ['personal', 'profile'] as const,
  avatarChoices: ['personal', 'avatarChoices'] as const,
  loginLog: (pageIndex: number, pageSize: number) => ['personal', 'loginLog', pageIndex, pageSize] as const,
  sessions: ['personal', 'sessions'] as const,
};

export const getProfile = (): Promise<Profile> => request({ url: PERSONAL_ENDPOINTS.profile, method: 'GET' });

/** Silent: the form shows a refusal on its fields. */
export const updateProfile = (body: ProfileUpdate): Promise<Profile> =>
  request({ url: PERSONAL_ENDPOINTS.updateProfile, method: 'PUT', data: body, silent: true });

export const getAvatarChoices = (): Promise<AvatarChoice[]> => request({ url: PERSONAL_ENDPOINTS.avatarChoices, method: 'GET' });

export const updateAvatar = (fileId: number | null): Promise<Profile> =>
  request({ url: PERSONAL_ENDPOINTS.updateAvatar, method: 'PUT', data: { fileId } });

/** Silent: the form shows a wrong current password or a refused new one on its fields. */
export const changePassword = (body: PasswordChange): Promise<Record<string, never>> =>
  request({ url: PERSONAL_ENDPOINTS.changePassword, method: 'PUT', data: body, silent: true });

export const getLoginLog = (pageIndex: number, pageSize: number): Promise<PageResult<PersonalLoginRow>> =>
  request({ url: PERSONAL_ENDPOINTS.loginLog, method: 'GET', params: { pageIndex, pageSize } });

export const getSessions = (): Promise<PersonalSession[]> => request({ url: PERSONAL_ENDPOINTS.sessions, method: 'GET' });

export const revokeSession = (id: number): Promise<Record<string, never>> =>
  request({ url: PERSONAL_ENDPOINTS.revokeSession, method: 'POST', data: { id } });
