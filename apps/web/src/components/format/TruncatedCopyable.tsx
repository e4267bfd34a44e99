import { Typography } from 'antd';
import type { CSSProperties } from 'react';

const CUT: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/**
 * A long value in a table cell (an address, a hash): cut by CSS to `maxWidth`, whole on hover, with
 * a copy button for the whole value. antd's own `ellipsis` beside `copyable` cannot cut with CSS
 * (it keeps room for the button by measuring): it searched each row's cut with forced layouts, about
 * 80 ms of a 20-row withdrawal list's render.
 */
export function TruncatedCopyable({ text, maxWidth }: { text: string; maxWidth: number }) {
  return (
    <Typography.Text copyable={{ text }} style={{ display: 'inline-flex', alignItems: 'baseline', maxWidth }}>
      <span style={CUT} title={text}>
        {text}
      </span>
    </Typography.Text>
  );
}
