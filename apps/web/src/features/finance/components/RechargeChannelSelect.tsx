import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MANUAL_RECHARGE_CHANNEL, MANUAL_RECHARGE_CHANNEL_NAMES, type Language } from '@ledgerdesk/shared';
import { listRechargeChannels } from '../api';

interface RechargeChannelSelectProps extends Omit<SelectProps<string>, 'options' | 'loading'> {
  /** The order's currency: only its channels are offered (none chosen yet: the manual entry alone). */
  currency: string | undefined;
}

/**
 * The channel a recharge came through: the manual entry, or a recharge channel of the order's
 * currency by its name in the reader's language (a paused one says so: money that arrived through
 * it is still entered). A value no channel has (an order entered before channels were checked)
 * stays shown as its code.
 */
export function RechargeChannelSelect({ currency, ...props }: RechargeChannelSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const channels = useQuery({ queryKey: ['recharge-channels'], queryFn: listRechargeChannels, staleTime: 5 * 60_000 });
  const options = useMemo(() => {
    const fitting = (channels.data?.list ?? []).filter((channel) => channel.currency === currency);
    return [
      { value: MANUAL_RECHARGE_CHANNEL, label: MANUAL_RECHARGE_CHANNEL_NAMES[language] },
      ...fitting.map((channel) => ({
        value: channel.code,
        label: channel.active ? channel.names[language] : t('message.finance.recharge.channelPaused', { name: channel.names[language] }),
      })),
    ];
  }, [channels.data, currency, language, t]);
  return <Select<string> {...props} loading={channels.isLoading} options={options} />;
}
