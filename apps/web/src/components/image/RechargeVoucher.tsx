import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_ENDPOINTS } from '@ledgerdesk/shared';
import { SessionImage } from './SessionImage';

/** Whether an order (as the list reads it) carries a payment voucher. */
export const hasRechargeVoucher = (order: { id: number; voucherImage?: unknown }): boolean => Boolean(order.voucherImage);

/**
 * An order's payment voucher (a bank transfer's receipt), fetched for its reviewer and enlarged on a
 * click; under a heading of its own where no label beside it names it (the detail drawer). Shared:
 * the recharge review and list show it, and so does the member detail's recharges tab.
 */
export function RechargeVoucher({ orderId, heading = false }: { orderId: number; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <section data-testid="recharge-voucher" style={heading ? { marginTop: 12 } : undefined}>
      {heading && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('message.common.image.voucher')}
        </Typography.Title>
      )}
      <SessionImage request={{ url: RECHARGE_ENDPOINTS.rechargeVoucher, params: { id: orderId } }} name={t('message.common.image.voucher')} testId="recharge-voucher-image" captioned={false} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('message.common.image.logged')}
      </Typography.Text>
    </section>
  );
}
