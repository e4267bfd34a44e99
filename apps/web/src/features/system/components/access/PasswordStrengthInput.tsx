import { Input } from 'antd';
import { PasswordStrength } from '@/components/password/PasswordStrength';

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
  const typed = value ?? '';
  return (
    <div>
      <Input.Password id={id} disabled={disabled} value={typed} onChange={(e) => onChange?.(e.target.value)} maxLength={16} autoComplete="new-password" />
      <PasswordStrength value={typed} style={{ marginTop: 6 }} />
    </div>
  );
}
