import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, PERMISSIONS, type StoredFile } from '@ledgerdesk/shared';
import { Auth } from '@/components/auth/Auth';
import { Uploader } from '@/components/uploader/Uploader';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { formatBytes } from '@/components/uploader/formatters';
import { deleteFiles, downloadFile, listFiles } from '../../fileApi';

/** The file centre: upload large files, then find, download or delete what is stored. */
export default function FileCentrePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [name, setName] = useState('');
  const files = useQuery({
    queryKey: ['files', page, name],
    queryFn: () => listFiles({ ...page, name: name || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['files'] });
  const remove = useMutation({
    mutationFn: (file: StoredFile) => deleteFiles([file.id]),
    onSuccess: () => {
      void message.success(t('message.fileCentre.deleted'));
      void refresh();
    },
  });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('message.fileCentre.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('message.fileCentre.intro')}</Typography.Paragraph>
        <Auth value={PERMISSIONS.uploadFile}>
          <Uploader onUploaded={() => void refresh()} />
        </Auth>
      </Card>
      <Card
        title={t('message.fileCentre.listTitle')}
        extra={
          <Input.Search
            allowClear
            placeholder={t('message.fileCentre.search')}
            onSearch={(value) => {
              setName(value.trim());
              setPage((p) => ({ ...p, pageIndex: 1 }));
            }}
            style={{ width: 260 }}
          />
        }
      >
        <Table<StoredFile>
          rowKey="id"
          size="middle"
          loading={files.isFetching}
          dataSource={files.data?.list}
          locale={{ emptyText: t('message.fileCentre.empty') }}
          scroll={{ x: 900 }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: files.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          columns={[
            { title: t('message.fileCentre.column.name'), dataIndex: 'name', ellipsis: true },
            { title: t('message.fileCentre.column.size'), dataIndex: 'size', width: 110, render: (size: number) => formatBytes(size) },
            {
              title: t('message.fileCentre.column.md5'),
              dataIndex: 'md5',
              width: 300,
              render: (md5: string) => (
                <Typography.Text code copyable>
                  {md5}
                </Typography.Text>
              ),
            },
            { title: t('message.fileCentre.column.owner'), dataIndex: 'ownerName', width: 120 },
            {
              title: t('message.fileCentre.column.createdAt'),
              dataIndex: 'createdAt',
              width: 170,
              render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
            },
            {
              title: t('message.fileCentre.column.actions'),
              key: 'actions',
              width: 190,
              fixed: 'right',
              render: (_: unknown, file) => (
                <Space size={4}>
                  <Button
                    size="small"
                    type="link"
                    icon={<DownloadOutlined />}
                    onClick={() => downloadFile(file).catch((error: unknown) => void message.error(error instanceof ApiError ? refusalText(error) : t('message.fileCentre.downloadFailed')))}
                  >
                    {t('message.fileCentre.download')}
                  </Button>
                  <Auth value={PERMISSIONS.uploadFile}>
                    <Popconfirm title={t('message.fileCentre.deleteConfirm', { name: file.name })} onConfirm={() => remove.mutate(file)}>
                      <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                        {t('message.fileCentre.delete')}
                      </Button>
                    </Popconfirm>
                  </Auth>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
