import { forwardRef, type ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

/**
 * An icon button of the header tools: the label is its tooltip and its accessible name, so the
 * tools read the same to a mouse, a screen reader and a test. `menuOpen`: the button's own menu is
 * showing, and the tooltip, which would lie over its first entry, stays closed.
 */
export const ToolButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string; icon: ReactNode; testId?: string; menuOpen?: boolean }>(
  function ToolButton({ label, icon, testId, menuOpen, ...rest }, ref) {
    return (
      <Tooltip title={label} placement="bottom" {...(menuOpen ? { open: false } : {})}>
        <Button ref={ref} type="text" icon={icon} aria-label={label} data-testid={testId} className="ld-tool" {...rest} />
      </Tooltip>
    );
  },
);
