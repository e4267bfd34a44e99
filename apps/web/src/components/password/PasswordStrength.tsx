import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength as Strength } from '@ledgerdesk/shared';
import '../locales';

const LOOK: Record<Strength, { steps: number; color: string }> = {
  weak: { steps: 1, color: '#f56c6c' },
  medium: { steps: 2, color: '#e6a23c' },
  strong: { steps: 3, color: '#67c23a' },
};

/**
 * SPEC §5's strength label (weak, medium, strong) of a password being typed; nothing while empty.
 * One widget for every form that sets a password (the personal centre, the user administration).
 */
export function PasswordStrength({ value, style }: { value: string; style?: React.CSSProperties }) {
  const { t } = useTranslation();
  if (!value) return null;
  const strength = passwordStrength(value);
  const look = LOOK[strength];
  return (
    <Flex align="center" gap={8} style={style} data-testid="password-strength" data-strength={strength}>
      <Typography.Text type="secondary">{t('message.common.passwordStrength.title')}</Typography.Text>
      <Progress steps={3} percent={(look.steps / 3) * 100} strokeColor={look.color} showInfo={false} size={[28, 6]} />
      <Typography.Text style={{ color: look.color }}>{t(`message.common.passwordStrength.${strength}`)}</Typography.Text>
    </Flex>
  );
}
