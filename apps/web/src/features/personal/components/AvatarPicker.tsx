import { App, Avatar, Card, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ledgerdesk/shared/personal';
import { getAvatarChoices, personalKeys, updateAvatar } from '../api';

interface Props {
  open: boolean;
  current: string;
  onClose: () => void;
  onChanged: (profile: Profile) => void;
}

/** The images of the file centre the user may wear; one click wears it. */
export function AvatarPicker({ open, current, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const choices = useQuery({ queryKey: personalKeys.avatarChoices, queryFn: getAvatarChoices, enabled: open });
  const wear = useMutation({
    mutationFn: updateAvatar,
    onSuccess: (profile) => {
      void message.success(t('message.personalCentre.avatar.saved'));
      onChanged(profile);
      onClose();
    },
  });
  return (
    <Modal open={open} title={t('message.personalCentre.avatar.title')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {choices.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : !choices.data?.length ? (
        <Empty description={t('message.personalCentre.avatar.empty')} />
      ) : (
        <Flex wrap gap={12} data-testid="avatar-choices">
          {choices.data.map((c) => (
            <Card
              key={c.fileId}
              hoverable
              size="small"
              style={{ width: 136, borderColor: c.url === current ? '#409eff' : undefined }}
              onClick={() => wear.mutate(c.fileId)}
              aria-label={`${t('message.personalCentre.avatar.choose')}: ${c.name}`}
              role="button"
            >
              <Flex vertical align="center" gap={6}>
                <Avatar shape="square" size={96} src={c.url} alt={c.name} />
                <Typography.Text ellipsis style={{ maxWidth: 112 }} title={c.name}>
                  {c.name}
                </Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
