import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { moneyAmountSchema } from '@ledgerdesk/shared';

/** The server's amount rule (positive decimal string, 18 + 18 digits), checked on the text before sending. */
export function amountRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('message.finance.amountRequired') },
    {
      validator: (_, value: string | undefined) =>
        !value || moneyAmountSchema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(t('message.finance.amountInvalid'))),
    },
  ];
}
