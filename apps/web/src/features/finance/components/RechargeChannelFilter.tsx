import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeChannelOption } from '@ledgerdesk/shared';
import { useRechargeChannels, type ChannelChoice } from './useRechargeChannels';

type RechargeChannelFilterProps = Omit<SelectProps<string[]>, 'options' | 'loading' | 'mode'>;

/** Channels by currency, in the channels' own order within each. */
function byCurrency(channels: readonly RechargeChannelOption[], choiceOf: (channel: RechargeChannelOption) => ChannelChoice) {
  const groups = new Map<string, ChannelChoice[]>();
  for (const channel of channels) {
    const group = groups.get(channel.currency) ?? [];
    group.push(choiceOf(channel));
    groups.set(channel.currency, group);
  }
  return [...groups].map(([currency, options]) => ({ label: currency, title: currency, options }));
}

/**
 * The recharge list's filter by channel: one or several, by name in the reader's language, the
 * manual entry first and the channels under their currency. A form's value is the channels' codes
 * (the list's `channel` filter, one of them).
 */
export function RechargeChannelFilter(props: RechargeChannelFilterProps) {
  const { t } = useTranslation();
  const { channels, loading, manual, choiceOf } = useRechargeChannels();
  const options = useMemo(() => [manual, ...byCurrency(channels ?? [], choiceOf)], [channels, manual, choiceOf]);
  return (
    <Select<string[]>
      {...props}
      mode="multiple"
      allowClear
      // Names are long: the first, then "+ n", so the filter row keeps its height.
      maxTagCount={1}
      placeholder={t('message.common.all')}
      optionFilterProp="label"
      loading={loading}
      options={options}
    />
  );
}
