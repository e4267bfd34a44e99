import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@ledgerdesk/shared/personal';
import { useSession } from '@/lib/session';
import { getProfile, personalKeys } from '../api';

/** The caller's profile, and how to take in a changed one (the header's name and avatar follow). */
export function useProfile() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: personalKeys.profile, queryFn: getProfile });
  const accept = (profile: Profile) => {
    queryClient.setQueryData(personalKeys.profile, profile);
    const session = useSession.getState();
    if (session.userInfo) session.setUserInfo({ ...session.userInfo, userNickname: profile.nickname, avatar: profile.avatar });
  };
  return { ...query, accept };
}
