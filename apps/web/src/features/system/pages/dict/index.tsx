import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { otherTextsOf } from '@ledgerdesk/shared';
import { dictDataResource } from '@ledgerdesk/shared/resources/system/dict-data';
import { dictTypeResource } from '@ledgerdesk/shared/resources/system/dict-type';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useMenuTitle } from '@/lib/menuTitle';

/**
 * Dictionary administration: the types, each named in all three languages, and a type's data in a
 * drawer (its key opens it) titled in the operator's language. Both are resource pages; the data
 * list is scoped to the type, whose key it presets for new entries.
 */
export default function DictPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ResourceRow | null>(null);
  // A type's name in the operator's language, as a menu's title: types seeded before names were
  // data may still hold an i18n key in dictName.
  const nameOf = useMenuTitle();
  const cells = {
    dictType: (value: unknown, row: ResourceRow) => (
      <Button type="link" size="small" style={{ padding: 0 }} title={t('message.systemDict.openData')} onClick={() => setType(row)}>
        {String(value)}
      </Button>
    ),
  };
  return (
    <>
      <ResourcePage definition={dictTypeResource} cells={cells} />
      <Drawer
        open={type !== null}
        size={1100}
        title={type ? t('message.systemDict.dataOf', { name: `${nameOf({ title: String(type.dictName), titles: otherTextsOf(type, dictTypeResource.fields.dictName.languages) })} (${String(type.dictType)})` }) : ''}
        onClose={() => setType(null)}
        destroyOnHidden
      >
        {type && <ResourcePage definition={dictDataResource} scope={{ dictType: String(type.dictType) }} testId="dict-data" />}
      </Drawer>
    </>
  );
}
