import { Card, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { EChartsOption } from 'echarts';
import { API_PREFIX } from '@ledgerdesk/shared';
import { WHEEL_ODDS_PATH } from '@ledgerdesk/shared/resources/marketing/wheel';
import { EChart } from '@/components/charts/EChart';
import { useLabel } from '@/components/resource/useLabel';
import { request } from '@/lib/request';
import { fill, l } from './labels';

interface Odds {
  draws: number;
  prizes: { slot: number; name: string; probability: string; count: number; observed: number; expected: number; low: number; high: number }[];
}

const T = {
  prizes: l('奖品与公布概率', 'Prizes and published odds', '獎品與公布機率'),
  slot: l('档位', 'Slot', '檔位'),
  name: l('奖品', 'Prize', '獎品'),
  probability: l('公布概率', 'Published', '公布機率'),
  count: l('抽中次数', 'Drawn', '抽中次數'),
  observed: l('实际频率', 'Observed', '實際頻率'),
  total: l('合计 {{total}}%', 'Total {{total}}%', '合計 {{total}}%'),
  draws: l('共 {{n}} 次抽奖；阴影为 95% 二项置信带', '{{n}} draws; the band is the 95 % binomial confidence band', '共 {{n}} 次抽獎；陰影為 95% 二項信賴帶'),
  band: l('95% 置信带', '95 % band', '95% 信賴帶'),
};
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/** A wheel's prizes with their published probabilities (total 100 %) and the observed frequency against them. */
export function WheelOdds({ wheelId }: { wheelId: number }) {
  const label = useLabel();
  const odds = useQuery({ queryKey: ['wheel-odds', wheelId], queryFn: () => request<Odds>({ url: `${API_PREFIX}/${WHEEL_ODDS_PATH}`, method: 'GET', params: { id: wheelId } }) });
  const data = odds.data;
  if (!data) return null;
  const names = data.prizes.map((p) => p.name);
  const option: EChartsOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v) => pct(Number(v)) },
    legend: { data: [label(T.observed), label(T.probability), label(T.band)] },
    grid: { left: 50, right: 20, top: 40, bottom: 40 },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: (v: number) => pct(v) } },
    series: [
      { name: 'low', type: 'bar', stack: 'band', data: data.prizes.map((p) => p.low), itemStyle: { color: 'transparent' }, silent: true, tooltip: { show: false } },
      { name: label(T.band), type: 'bar', stack: 'band', data: data.prizes.map((p) => p.high - p.low), itemStyle: { color: 'rgba(22,119,255,0.18)' }, barWidth: '40%' },
      { name: label(T.probability), type: 'scatter', data: data.prizes.map((p) => p.expected), symbol: 'diamond', symbolSize: 14, itemStyle: { color: '#1677ff' } },
      { name: label(T.observed), type: 'scatter', data: data.prizes.map((p) => p.observed), symbolSize: 12, itemStyle: { color: '#fa541c' } },
    ],
  };
  const total = data.prizes.reduce((s, p) => s + Number(p.probability), 0);
  return (
    <Card size="small" title={label(T.prizes)} data-testid="wheel-odds" style={{ marginTop: 16 }}>
      <Table
        rowKey="slot"
        size="small"
        pagination={false}
        dataSource={data.prizes}
        columns={[
          { title: label(T.slot), dataIndex: 'slot', width: 60 },
          { title: label(T.name), dataIndex: 'name' },
          { title: label(T.probability), dataIndex: 'probability', render: (p: string) => pct(Number(p)) },
          { title: label(T.count), dataIndex: 'count' },
          {
            title: label(T.observed),
            dataIndex: 'observed',
            render: (o: number, p) => <Tag color={data.draws === 0 || (o >= p.low && o <= p.high) ? 'green' : 'orange'}>{pct(o)}</Tag>,
          },
        ]}
        footer={() => <Typography.Text strong>{fill(label(T.total), { total: (total * 100).toFixed(2) })}</Typography.Text>}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {fill(label(T.draws), { n: data.draws })}
      </Typography.Paragraph>
      <EChart option={option} height={260} />
    </Card>
  );
}
