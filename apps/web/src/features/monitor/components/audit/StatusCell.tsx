import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../locales/audit';

/** An answer's status as the operator reads it: succeeded (2xx) or failed, with the code. */
export function StatusCell({ status }: { status: number }) {
  const { t } = useTranslation();
  const ok = status >= 200 && status < 300;
  return <Tag color={ok ? 'success' : 'error'}>{`${t(ok ? 'message.audit.operlog.succeeded' : 'message.audit.operlog.failed')} · ${status}`}</Tag>;
}
