import type { RowOf } from '@ledgerdesk/shared';
import { teamStatsResource } from '@ledgerdesk/shared/resources/report/team';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import { TeamDrillDown } from '../../components/TeamDrillDown';

type TeamRow = RowOf<typeof teamStatsResource>;

/** Team profit (catalogue §10.2): per root, day and depth, the fees the downline was charged and the commissions paid on them; drill down to the members. */
export default function TeamPage() {
  const amount = (value: unknown) => <AmountText value={String(value)} />;
  return (
    <ResourcePage<TeamRow>
      definition={teamStatsResource}
      cells={{ feesPaid: amount, commissionPaid: amount, currency: (value) => (value ? String(value) : '—') }}
      actionDialogs={{ view: TeamDrillDown }}
      testId="team-list"
    />
  );
}
