import { GENERATOR_PERMISSIONS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

const button = (action: keyof typeof GENERATOR_PERMISSIONS, sort: number, title: string, titleEn: string, titleZhTw: string) => ({
  key: `system.generator.${action}`,
  parent: 'system.generator',
  type: 'F' as const,
  title,
  titleEn,
  titleZhTw,
  permission: GENERATOR_PERMISSIONS[action],
  sort,
});

/**
 * The code generator (issue 17): the page with edit and delete, and a button each for importing a
 * table, designing a new one, previewing, downloading and writing into the working tree. The super
 * role only.
 */
export const GENERATOR_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(generatorResource),
    button('import', 5, '导入表', 'Import table', '匯入資料表'),
    button('preview', 6, '预览代码', 'Preview code', '預覽程式碼'),
    button('download', 7, '下载代码', 'Download code', '下載程式碼'),
    button('write', 8, '写入代码', 'Write code', '寫入程式碼'),
    button('design', 9, '设计表', 'Design table', '設計資料表'),
  ],
  dicts: [],
};
