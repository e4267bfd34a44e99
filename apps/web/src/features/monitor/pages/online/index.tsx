import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_METHOD_DICT } from '@ledgerdesk/shared/resources/monitor/login-log';
import { ONLINE_PERMISSIONS, ONLINE_TITLE, type OnlineQuery, type OnlineSession } from '@ledgerdesk/shared/resources/monitor/online-user';
import { usePermission } from '@/components/auth/usePermission';
import { DictValueTag } from '@/components/dict/DictTag';
import { useDictionaries } from '@/components/dict/useDictionaries';
import { formatDateTime } from '@/components/format/formatDateTime';
import { listPagination, type PageState } from '@/components/resource/listPagination';
import { useLabel } from '@/components/resource/useLabel';
import { usePagerCount } from '@/components/resource/usePagerCount';
import { useIsMobile } from '@/lib/useIsMobile';
import '@/components/locales';
import { forceLogout, getOnlineSessions, onlineKeys } from '../../components/audit/onlineApi';
import '../../locales/audit';

const O = 'message.audit.online';
const DICT_TYPES = [SIGN_IN_METHOD_DICT];

interface Filters {
  userName?: string;
  ip?: string;
}

/**
 * Online users: every open session of the users the caller's data scope reaches, newest activity
 * first, with forced sign-out of one or several. Sessions are named by their row id; the caller's
 * own session is marked and cannot be chosen (signing out ends it).
 */
export default function OnlinePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { message } = App.useApp();
  const { has } = usePermission();
  const pagerCount = usePagerCount();
  // Pinned columns would leave a phone a sliver to scroll: there the whole row scrolls.
  const pinned = !useIsMobile();
  const queryClient = useQueryClient();
  const { dicts } = useDictionaries(DICT_TYPES);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<PageState>({ pageIndex: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const query: OnlineQuery = { ...filters, pageIndex: page.pageIndex, pageSize: page.pageSize };
  const list = useQuery({ queryKey: onlineKeys.list(query), queryFn: () => getOnlineSessions(query), placeholderData: keepPreviousData });
  const canForce = has(ONLINE_PERMISSIONS.forceLogout);

  const force = useMutation({
    mutationFn: forceLogout,
    onSuccess: ({ revoked }) => {
      setSelected([]);
      void message.success(t(`${O}.done`, { count: revoked }));
    },
    // Refetched after a refusal too: a session may have ended meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlineKeys.all }),
  });

  const search = (values: Filters) => {
    const trimmed = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, (v as string).trim()]));
    setFilters(trimmed);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  const orUnknown = (value: string) => value || <Typography.Text type="secondary">{t(`${O}.unknown`)}</Typography.Text>;

  const columns: TableColumnsType<OnlineSession> = [
    {
      key: 'userName',
      title: t(`${O}.userName`),
      dataIndex: 'userName',
      width: 170,
      fixed: pinned ? 'left' : undefined,
      render: (v: string, s) => (
        <>
          {v}
          {s.current && (
            <Tag color="blue" style={{ marginLeft: 8 }} data-testid="this-session">
              {t(`${O}.thisSession`)}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'nickname', title: t(`${O}.nickname`), dataIndex: 'nickname', width: 130 },
    { key: 'deptName', title: t(`${O}.dept`), dataIndex: 'deptName', width: 130, render: (v: string | null) => v ?? '-' },
    { key: 'ip', title: t(`${O}.ip`), dataIndex: 'ip', width: 140 },
    { key: 'browser', title: t(`${O}.browser`), dataIndex: 'browser', width: 150, render: orUnknown },
    { key: 'os', title: t(`${O}.os`), dataIndex: 'os', width: 140, render: orUnknown },
    { key: 'method', title: t(`${O}.method`), dataIndex: 'method', width: 120, render: (v: string) => <DictValueTag values={dicts[SIGN_IN_METHOD_DICT]} value={v} /> },
    { key: 'signedInAt', title: t(`${O}.signedInAt`), dataIndex: 'signedInAt', width: 170, render: formatDateTime },
    { key: 'lastSeenAt', title: t(`${O}.lastSeenAt`), dataIndex: 'lastSeenAt', width: 170, render: formatDateTime },
  ];
  if (canForce) {
    columns.push({
      key: 'actions',
      title: t('message.common.actions'),
      width: 130,
      fixed: pinned ? 'right' : undefined,
      render: (_v, s) =>
        s.current ? null : (
          <Popconfirm title={t(`${O}.confirmOne`, { name: s.userName })} onConfirm={() => force.mutateAsync([s.id])} okButtonProps={{ danger: true }}>
            <Button type="link" danger size="small">
              {t(`${O}.forceLogout`)}
            </Button>
          </Popconfirm>
        ),
    });
  }

  return (
    <Card
      title={label(ONLINE_TITLE)}
      data-testid="online-users"
      extra={
        <Space wrap>
          {canForce && selected.length > 0 && (
            <Popconfirm title={t(`${O}.confirmMany`, { count: selected.length })} onConfirm={() => force.mutateAsync(selected)} okButtonProps={{ danger: true }}>
              <Button danger>{t(`${O}.forceLogoutSelected`, { count: selected.length })}</Button>
            </Popconfirm>
          )}
          <Button icon={<ReloadOutlined />} aria-label={t('message.common.refresh')} onClick={() => void list.refetch()} />
        </Space>
      }
    >
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item name="userName" label={t(`${O}.userName`)}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="ip" label={t(`${O}.ip`)}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t(`${O}.search`)}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t(`${O}.reset`)}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<OnlineSession>
        rowKey="id"
        size="middle"
        data-testid="online-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1400 }}
        rowSelection={
          canForce
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (s) => ({ disabled: s.current }) }
            : undefined
        }
        pagination={listPagination(page, list.data?.total ?? 0, pagerCount, setPage, (total) => t('message.common.total', { total }))}
      />
    </Card>
  );
}
