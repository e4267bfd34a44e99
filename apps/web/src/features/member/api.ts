import { MEMBER_ENDPOINTS, type OperatorOption } from '@ledgerdesk/shared';
import { request } from '@/lib/request';

/** The enabled operators the signed-in user may assign members to (their data scope), by name prefix. */
export async function operatorOptions(keyword: string): Promise<OperatorOption[]> {
  const params = keyword ? { keyword } : {};
  const { list } = await request<{ list: OperatorOption[] }>({ url: MEMBER_ENDPOINTS.operatorOptions, method: 'GET', params });
  return list;
}
