import { Alert, Button, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shiftDecimal, type Language, type RechargeChannelChecks } from '@ledgerdesk/shared';
import { dictLabel } from '@/components/dict/dictLabel';
import { useDictionaries } from '@/components/dict/useDictionaries';
import { formatAmount } from '@/components/format/formatAmount';
import { fetchRechargeChannelChecks } from '../api';

/**
 * An order against its channel's rules (limits, payment reference, real-name level, the day's
 * count, the fee), asked once when its review opens. A failed call shows nothing: the review goes on
 * as before, the server's own checks unchanged.
 */
export function useRechargeChannelChecks(orderId: number) {
  return useQuery({ queryKey: ['finance/recharge', 'channelChecks', orderId], queryFn: () => fetchRechargeChannelChecks(orderId), staleTime: 0, retry: false }).data;
}

/** The dictionary that names real-name levels, as the members' page shows them. */
const KYC_LEVEL_DICT = 'kyc_level';

/**
 * What the order misses of its channel's rules, each in words with its figures; nothing when it
 * meets them. Real-name levels read the administered dictionary, so they match the members' page.
 */
export function RechargeChannelFindings({ checks, currency, scale }: { checks: RechargeChannelChecks | undefined; currency: string; scale: number | undefined }) {
  const { t, i18n } = useTranslation();
  const needsLevels = checks?.findings.some((finding) => finding.code === 'kycTooLow') ?? false;
  const { dicts, isLoading } = useDictionaries(needsLevels ? [KYC_LEVEL_DICT] : []);
  // Waiting for the levels' words keeps the alert from flashing numbers first; without the dictionary, numbers.
  if (!checks?.findings.length || isLoading) return null;
  const amount = (value: string | number) => `${formatAmount(String(value), scale)} ${currency}`;
  const level = (value: string | number) => {
    const entry = dicts[KYC_LEVEL_DICT]?.find((candidate) => candidate.value === String(value));
    return entry ? dictLabel(entry, i18n.language as Language) : String(value);
  };
  return (
    <Alert
      data-testid="recharge-channel-findings"
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      title={t('message.finance.recharge.channelRules.title')}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {checks.findings.map(({ code, params }) => (
              <li key={code}>
                {t(`message.finance.recharge.channelRules.${code}`, {
                  ...params,
                  ...(params.amount !== undefined ? { amount: amount(params.amount) } : {}),
                  ...(params.limit !== undefined ? { limit: amount(params.limit) } : {}),
                  ...(params.level !== undefined ? { level: level(params.level), required: level(params.required!) } : {}),
                })}
              </li>
            ))}
          </ul>
          {t('message.finance.recharge.channelRules.note')}
        </>
      }
    />
  );
}

/**
 * The channel's fee on the requested amount and what remains after it, with a button that puts that
 * amount in the form's credited amount (a corrected amount, so the remark becomes required).
 * Rendered inside the review form.
 */
export function RechargeChannelFee({ checks, currency, scale }: { checks: RechargeChannelChecks | undefined; currency: string; scale: number | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  if (!checks?.fee) return null;
  const { fee } = checks;
  const rate = shiftDecimal(fee.rate, 2) ?? fee.rate;
  const rule = [fee.fixed !== '0' ? `${formatAmount(fee.fixed, scale)} ${currency}` : '', fee.rate !== '0' ? `${formatAmount(rate)}%` : ''].filter(Boolean).join(' + ');
  return (
    <div data-testid="recharge-channel-fee">
      {t('message.finance.recharge.channelRules.fee', { fee: `${formatAmount(fee.amount, scale)} ${currency}`, rule, net: `${formatAmount(fee.creditAfterFee, scale)} ${currency}` })}{' '}
      {/* A fee the amount does not cover leaves nothing to credit: the reviewer decides. */}
      {!fee.creditAfterFee.startsWith('-') && fee.creditAfterFee !== '0' && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldValue('amount', fee.creditAfterFee)}>
          {t('message.finance.recharge.channelRules.creditAfterFee')}
        </Button>
      )}
    </div>
  );
}
