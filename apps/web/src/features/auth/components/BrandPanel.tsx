import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/brand/LogoMark';
import { useThemeConfig } from '@/lib/themeConfig';

/** A ledger-and-chart illustration in plain SVG: no remote images on the sign-in page. */
function Illustration() {
  return (
    <svg viewBox="0 0 360 220" width="100%" style={{ maxWidth: 420 }} aria-hidden="true">
      <rect x="20" y="30" width="220" height="160" rx="12" fill="#ffffff" opacity="0.95" />
      <rect x="40" y="52" width="90" height="10" rx="5" fill="#409eff" />
      {[80, 104, 128, 152].map((y, i) => (
        <g key={y}>
          <rect x="40" y={y} width="120" height="8" rx="4" fill="#dbe6f3" />
          <rect x="180" y={y} width="40" height="8" rx="4" fill={i % 2 ? '#67c23a' : '#e6a23c'} />
        </g>
      ))}
      <rect x="200" y="90" width="140" height="110" rx="12" fill="#1d3a57" />
      <polyline points="215,180 245,150 270,162 300,118 325,128" fill="none" stroke="#7ec1ff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {[215, 245, 270, 300, 325].map((x, i) => (
        <circle key={x} cx={x} cy={[180, 150, 162, 118, 128][i]} r="4" fill="#ffffff" />
      ))}
      <circle cx="300" cy="50" r="26" fill="#ffd666" opacity="0.9" />
      <text x="300" y="58" textAnchor="middle" fontSize="24" fontWeight="700" fill="#8c6d1f">¥</text>
    </svg>
  );
}

export function BrandPanel() {
  const { t } = useTranslation();
  const { globalTitle } = useThemeConfig((s) => s.themeConfig);
  const points = ['review', 'audit', 'access'] as const;
  return (
    <section className="ld-login__brand">
      <div className="ld-login__brand-head">
        <LogoMark size={36} />
        <span>{globalTitle}</span>
      </div>
      <div className="ld-login__brand-body">
        <p className="ld-login__tagline">{t('message.login.brandTagline')}</p>
        <ul className="ld-login__points">
          {points.map((p) => (
            <li key={p}>
              <CheckCircleFilled /> {t(`message.login.brandPoints.${p}`)}
            </li>
          ))}
        </ul>
        <Illustration />
      </div>
    </section>
  );
}
