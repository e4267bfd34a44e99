import { useState } from 'react';
import { App, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importableTables, importTable } from '../api';

/** Picks a table of the database that has no resource yet and imports it. */
export function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tables = useQuery({ queryKey: ['system/generator', 'tables'], queryFn: importableTables });
  const [table, setTable] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!table) return;
    setBusy(true);
    try {
      await importTable(table);
      message.success(t('message.generator.imported', { table }));
      onDone();
    } catch {
      // The request has shown the refusal in words; nothing is left unhandled in the page.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('message.generator.import')} onCancel={onClose} onOk={() => void submit()} okButtonProps={{ disabled: !table, loading: busy }}>
      <Select
        data-testid="generator-table-select"
        showSearch
        style={{ width: '100%' }}
        loading={tables.isLoading}
        placeholder={t('message.generator.chooseTable')}
        value={table}
        onChange={setTable}
        options={(tables.data ?? []).map((x) => ({ value: x.name, label: x.comment ? `${x.name} — ${x.comment.split('\n')[0]}` : x.name }))}
      />
    </Modal>
  );
}
