import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDefinition, ResourceDefinition } from '@ledgerdesk/shared';
import { ActionFormDialog } from '@/components/resource/ActionFormDialog';
import { runPageAction } from '../api';

/** A page action's generic dialog opened from outside its resource's own page (one Idempotency-Key per opening). */
export function PageActionDialog({ definition, name, action, onClose }: { definition: ResourceDefinition; name: string; action?: ActionDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <ActionFormDialog
      definition={definition}
      name={name}
      action={action ?? definition.actions![name]!}
      rows={[]}
      run={(input) => runPageAction(definition, name, input, key)}
      onDone={() => {
        void message.success(t('message.resource.actionDone'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
