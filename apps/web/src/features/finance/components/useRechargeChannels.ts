import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MANUAL_RECHARGE_CHANNEL, MANUAL_RECHARGE_CHANNEL_NAMES, type Language, type RechargeChannelOption } from '@ledgerdesk/shared';
import { listRechargeChannels } from '../api';

export interface ChannelChoice {
  value: string;
  label: string;
}

/**
 * The recharge channels (fetched once for every control that offers them), the manual entry as a
 * choice, and a channel as a choice: its name in the reader's language, a paused one saying so.
 */
export function useRechargeChannels() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const query = useQuery({ queryKey: ['recharge-channels'], queryFn: listRechargeChannels, staleTime: 5 * 60_000 });
  const manual = useMemo<ChannelChoice>(() => ({ value: MANUAL_RECHARGE_CHANNEL, label: MANUAL_RECHARGE_CHANNEL_NAMES[language] }), [language]);
  const choiceOf = useCallback(
    (channel: RechargeChannelOption): ChannelChoice => ({
      value: channel.code,
      label: channel.active ? channel.names[language] : t('message.finance.recharge.channelPaused', { name: channel.names[language] }),
    }),
    [language, t],
  );
  return { channels: query.data?.list, loading: query.isLoading, manual, choiceOf };
}
