import { useQuery } from '@tanstack/react-query';
import { ROLE_FORM_OPTIONS_PATH, roleResource, type RoleFormOptions } from '@ledgerdesk/shared/resources/system/role';
import { USER_FORM_OPTIONS_PATH, userResource, type UserFormOptions } from '@ledgerdesk/shared/resources/system/user';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { request } from '@/lib/request';

/** Under the resources' own keys, so any write to a user or role refreshes what the forms offer. */
export const accessKeys = {
  userOptions: [...resourceKeys(userResource).all, 'formOptions'] as const,
  roleOptions: [...resourceKeys(roleResource).all, 'formOptions'] as const,
};

/** The roles the user form offers, each saying whether the caller may hand it out. */
export function useUserFormOptions() {
  return useQuery({
    queryKey: accessKeys.userOptions,
    queryFn: () => request<UserFormOptions>({ url: USER_FORM_OPTIONS_PATH, method: 'GET', silent: true }),
    // Roles change under the form (another administrator, a grant): asked afresh when a form opens.
    staleTime: 0,
  });
}

/** The menu tree the role form checks, each node saying whether the caller may grant it. */
export function useRoleFormOptions() {
  return useQuery({
    queryKey: accessKeys.roleOptions,
    queryFn: () => request<RoleFormOptions>({ url: ROLE_FORM_OPTIONS_PATH, method: 'GET', silent: true }),
    staleTime: 0,
  });
}
