import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../visualizing.css';

/** A full-screen dashboard page: its title, a live clock, the way back, and the charts below. */
export function DashboardFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
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
        <h1>{title}</h1>
        <time>{now.toLocaleString(i18n.language)}</time>
      </header>
      <main className="vz-grid">{children}</main>
      <footer className="vz-note">{t('message.visualizing.generated')}</footer>
    </div>
  );
}
