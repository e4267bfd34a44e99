import { useTranslation } from 'react-i18next';
import { MultiSelect, type MultiSelectFieldProps } from '@/components/form/MultiSelect';
import '../../locales/org';
import { usePostOptions } from './orgApi';

export type PostSelectProps = MultiSelectFieldProps<number>;

/**
 * The posts a user holds, several at once (a form control: value = post ids). A disabled post
 * cannot be newly chosen; one the user already holds stays shown, marked, so it can be removed.
 */
export function PostSelect(field: PostSelectProps) {
  const { t } = useTranslation();
  const posts = usePostOptions();
  const held = new Set(field.value ?? []);
  const options = (posts.data ?? [])
    .filter((post) => post.status === '0' || held.has(post.id))
    .map((post) => ({
      value: post.id,
      label: post.status === '0' ? post.postName : `${post.postName} (${t('message.org.disabledMark')})`,
      disabled: post.status !== '0',
    }));
  return (
    <MultiSelect<number>
      {...field}
      options={options}
      loading={posts.isLoading}
      optionFilterProp="label"
      placeholder={t('message.org.postPlaceholder')}
      data-testid="post-select"
    />
  );
}
