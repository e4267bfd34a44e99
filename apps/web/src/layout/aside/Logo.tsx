import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoMark } from '@/components/brand/LogoMark';
import { useThemeConfig } from '@/lib/themeConfig';

/** The product mark and title, a link home; the title hides while the aside is collapsed. */
export function Logo({ collapsed = false, color }: { collapsed?: boolean; color: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  return (
    <a
      href="/home"
      data-testid="logo"
      aria-label={t('message.layout.logo', { title: globalTitle })}
      onClick={(e) => {
        e.preventDefault();
        navigate('/home');
      }}
      className="ld-logo"
      style={{ color, justifyContent: collapsed ? 'center' : undefined }}
    >
      <LogoMark />
      {!collapsed && <span>{globalTitle}</span>}
    </a>
  );
}
