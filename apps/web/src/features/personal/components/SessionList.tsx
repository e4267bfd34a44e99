import { Alert, App, Button, Popconfirm, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalSession } from '@ledgerdesk/shared/personal';
import { formatDateTime } from '@/components/format/formatDateTime';
import { getSessions, personalKeys, revokeSession } from '../api';
import { methodLabel, orUnknown } from './clientLabels';

const S = 'message.personalCentre.sessions';
const H = 'message.personalCentre.history';

/** Where the user is signed in; any device but this one can be signed out from here. */
export function SessionList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: personalKeys.sessions, queryFn: getSessions });
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => void message.success(t(`${S}.signedOut`)),
    // Refetched after a refusal too: a 404 means the session had already ended.
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalKeys.sessions }),
  });
  return (
    <>
      <Alert type="info" showIcon title={t(`${S}.intro`)} style={{ marginBottom: 16 }} />
      <Table<PersonalSession>
        rowKey="id"
        size="middle"
        data-testid="session-list"
        loading={sessions.isFetching}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: 860 }}
        columns={[
          {
            key: 'device',
            title: t(`${H}.browser`),
            render: (_v, s) => (
              <>
                {orUnknown(t, s.browser)}
                {s.current && (
                  <Tag color="blue" style={{ marginLeft: 8 }}>
                    {t(`${S}.thisDevice`)}
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'os', title: t(`${H}.os`), dataIndex: 'os', width: 130, render: (v: string) => orUnknown(t, v) },
          { key: 'ip', title: t(`${H}.ip`), dataIndex: 'ip', width: 140 },
          { key: 'method', title: t(`${H}.method`), dataIndex: 'method', width: 110, render: (v: string) => methodLabel(t, v) },
          { key: 'signedInAt', title: t(`${S}.signedInAt`), dataIndex: 'signedInAt', width: 180, render: (v: string) => formatDateTime(v) },
          { key: 'lastSeenAt', title: t(`${S}.lastSeenAt`), dataIndex: 'lastSeenAt', width: 180, render: (v: string) => formatDateTime(v) },
          {
            key: 'actions',
            width: 140,
            render: (_v, s) =>
              s.current ? null : (
                <Popconfirm title={t(`${S}.confirm`)} onConfirm={() => revoke.mutateAsync(s.id)}>
                  <Button type="link" danger size="small">
                    {t(`${S}.signOutThere`)}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}
