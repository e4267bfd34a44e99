import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PageUnavailableProps {
  component: string;
  reason: 'missing' | 'ambiguous';
}

/** A menu whose component string names no page file, or more than one. */
export function PageUnavailable({ component, reason }: PageUnavailableProps) {
  const { t } = useTranslation();
  const detail = reason === 'missing' ? 'message.states.pageMissing' : 'message.states.pageAmbiguous';
  return (
    <div data-testid="page-unavailable">
      <Result
        status="warning"
        title={t('message.states.pageUnavailable')}
        subTitle={<Typography.Text>{t(detail, { component })}</Typography.Text>}
      />
    </div>
  );
}
