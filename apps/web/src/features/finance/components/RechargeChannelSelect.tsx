import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useRechargeChannels } from './useRechargeChannels';

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
  const { channels, loading, manual, choiceOf } = useRechargeChannels();
  const options = useMemo(
    () => [manual, ...(channels ?? []).filter((channel) => channel.currency === currency).map(choiceOf)],
    [channels, currency, manual, choiceOf],
  );
  return <Select<string> {...props} loading={loading} options={options} />;
}
