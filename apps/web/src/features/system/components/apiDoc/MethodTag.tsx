import { Tag } from 'antd';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };

/** An HTTP method as a fixed-width coloured tag, so paths line up in the list. */
export function MethodTag({ method }: { method: string }) {
  return (
    <Tag color={METHOD_COLORS[method] ?? 'default'} style={{ minWidth: 64, textAlign: 'center', fontFamily: 'monospace', marginInlineEnd: 0 }}>
      {method}
    </Tag>
  );
}
