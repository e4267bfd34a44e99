import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '../locales';
import '../visualizing.css';

/**
 * A full-screen dashboard page: its title (heading and the tab's title, as the shell gives its
 * pages), a live clock, the way back, the charts below and where their figures come from.
 */
export function DashboardFrame({ titleKey, updatedAt, children }: { titleKey: string; updatedAt: number; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle({ title: titleKey });
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="vz-page" data-testid="visualizing-page">
      <header className="vz-header">
        <Button type="text" icon={<ArrowLeftOutlined />} className="vz-back" onClick={() => navigate('/home')}>
          {t('message.visualizing.back')}
        </Button>
        <h1>{t(titleKey)}</h1>
        <time>{now.toLocaleString(i18n.language)}</time>
      </header>
      <main className="vz-grid">{children}</main>
      <footer className="vz-note" data-testid="visualizing-source">
        {t('message.dashboard.source', { time: updatedAt ? new Date(updatedAt).toLocaleTimeString(i18n.language) : '—' })}
      </footer>
    </div>
  );
}
