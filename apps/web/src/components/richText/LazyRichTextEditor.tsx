import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';

// tiptap and ProseMirror stay out of the main chunk: only a form with a rich-text field loads them.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor as a form control, fetched the first time a form shows one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 200 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
