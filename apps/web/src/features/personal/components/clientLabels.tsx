import { Typography } from 'antd';
import type { TFunction } from 'i18next';

/** A sign-in method's name; one the console does not know yet is shown as the server wrote it. */
export function methodLabel(t: TFunction, method: string): string {
  const key = `message.personalCentre.methods.${method}`;
  return t(key, { defaultValue: method });
}

/** What the server could not read from a user agent is said to be unknown, not left blank. */
export function orUnknown(t: TFunction, value: string) {
  return value || <Typography.Text type="secondary">{t('message.personalCentre.history.unknown')}</Typography.Text>;
}
