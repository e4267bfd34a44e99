import { Tag } from 'antd';
import { INDEX_FEED_OPTIONS } from '@ledgerdesk/shared/resources/contracts/index-source';
import { useLabel } from '@/components/resource/useLabel';

/** A source's feed; the built-in one always reads as DEMO (simulated, not a market price). */
export function FeedTag({ feed }: { feed: string }) {
  const label = useLabel();
  const option = INDEX_FEED_OPTIONS.find((o) => o.value === feed);
  return (
    <Tag color={option ? 'warning' : 'processing'} data-testid="feed-tag">
      {option ? label(option.label) : feed}
    </Tag>
  );
}
