import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtherLanguageColumns } from '@ledgerdesk/shared/generator/languages';

/**
 * A column's name in the columns tab, with its part in a text kept in three languages: the
 * simplified Chinese column names the other two, each of those names its main column. The pairing
 * is the one the generated definition declares (`generatedLanguages`), so it follows the choices as
 * they are edited: leaving one of the three out, or retyping it, ends it.
 */
export function ColumnLanguage({ column, languages }: { column: string; languages: ReadonlyMap<string, OtherLanguageColumns> }) {
  const { t } = useTranslation();
  const others = languages.get(column);
  const main = others ? undefined : [...languages].find(([, o]) => o.en === column || o.zhTw === column);
  const tag = others ? (
    <Tooltip title={t('message.generator.languageMainHint', { en: others.en, zhTw: others.zhTw })}>
      <Tag color="blue">{t('message.generator.languageMain')}</Tag>
    </Tooltip>
  ) : main ? (
    <Tag>{t(`message.generator.languageOf.${main[1].en === column ? 'en' : 'zhTw'}`, { main: main[0] })}</Tag>
  ) : null;
  return (
    <div data-testid={`generator-column-${column}`}>
      <div>{column}</div>
      {tag}
    </div>
  );
}
