import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { amountScaleProblem, moneyAmountSchema } from '@ledgerdesk/shared';

/**
 * The server's amount rules, checked on the text before sending: a positive decimal string (18 +
 * 18 digits) with no more decimals than the currency has (SPEC §5), when the currency is known.
 */
export function amountRules(t: TFunction, currency?: { code: string; scale: number | undefined }): FormRule[] {
  const scale = currency?.scale;
  return [
    { required: true, message: t('message.finance.amountRequired') },
    {
      validator: (_, value: string | undefined) => {
        if (!value) return Promise.resolve();
        if (!moneyAmountSchema.safeParse(value).success) return Promise.reject(new Error(t('message.finance.amountInvalid')));
        if (scale !== undefined && amountScaleProblem(value.trim(), scale)) {
          return Promise.reject(new Error(t('message.finance.amountScale', { scale, currency: currency?.code })));
        }
        return Promise.resolve();
      },
    },
  ];
}
