import { Flex, Input, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from '@ledgerdesk/shared';
import '../../locales/access';

const LOOK: Record<PasswordStrength, { steps: number; color: string }> = {
  weak: { steps: 1, color: '#f56c6c' },
  medium: { steps: 2, color: '#e6a23c' },
  strong: { steps: 3, color: '#67c23a' },
};

export interface PasswordStrengthInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A new password with SPEC §5's strength label (weak, medium, strong) shown while typing (a form
 * control: value and onChange as antd Form gives them). Only "strong" is accepted by the server.
 */
export function PasswordStrengthInput({ value, onChange, id, disabled }: PasswordStrengthInputProps) {
  const { t } = useTranslation();
  const typed = value ?? '';
  const strength = passwordStrength(typed);
  const look = LOOK[strength];
  return (
    <div>
      <Input.Password id={id} disabled={disabled} value={typed} onChange={(e) => onChange?.(e.target.value)} maxLength={16} autoComplete="new-password" />
      {typed ? (
        <Flex align="center" gap={8} style={{ marginTop: 6 }} data-testid="password-strength" data-strength={strength}>
          <Typography.Text type="secondary">{t('message.access.strength.title')}</Typography.Text>
          <Progress steps={3} percent={(look.steps / 3) * 100} strokeColor={look.color} showInfo={false} size={[28, 6]} />
          <Typography.Text style={{ color: look.color }}>{t(`message.access.strength.${strength}`)}</Typography.Text>
        </Flex>
      ) : null}
    </div>
  );
}
