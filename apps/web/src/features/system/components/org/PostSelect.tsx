import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../locales/org';
import { usePostOptions } from './orgApi';

export interface PostSelectProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The posts a user holds, several at once (a form control: value = post ids). A disabled post
 * cannot be newly chosen; one the user already holds stays shown, marked, so it can be removed.
 */
export function PostSelect({ value, onChange, id, disabled }: PostSelectProps) {
  const { t } = useTranslation();
  const posts = usePostOptions();
  const held = new Set(value ?? []);
  const options = (posts.data ?? [])
    .filter((post) => post.status === '0' || held.has(post.id))
    .map((post) => ({
      value: post.id,
      label: post.status === '0' ? post.postName : `${post.postName} (${t('message.org.disabledMark')})`,
      disabled: post.status !== '0',
    }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      disabled={disabled}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={posts.isLoading}
      optionFilterProp="label"
      allowClear
      placeholder={t('message.org.postPlaceholder')}
      style={{ width: '100%' }}
      data-testid="post-select"
    />
  );
}
