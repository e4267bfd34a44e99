import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { DeptNode } from './orgApi';

export interface DeptTreeDataNode {
  key: number;
  value: number;
  /** The name alone: what search matches and a select shows once chosen. */
  name: string;
  title: ReactNode;
  disabled?: boolean;
  disableCheckbox?: boolean;
  children?: DeptTreeDataNode[];
}

export interface DeptTreeDataOptions {
  /** The text of the mark beside a disabled department. */
  disabledMark: string;
  /** Disabled departments cannot be chosen (they are shown, marked, for orientation). */
  lockDisabled: boolean;
  /** A department whose subtree is left out (the department being edited cannot go under itself). */
  excludeId?: number;
}

/** antd tree data from the department tree: disabled departments carry a tag saying so. */
export function deptTreeData(nodes: readonly DeptNode[], options: DeptTreeDataOptions): DeptTreeDataNode[] {
  return nodes
    .filter((node) => node.id !== options.excludeId)
    .map((node) => {
      const off = node.status !== '0';
      const children = node.children?.length ? deptTreeData(node.children, options) : undefined;
      return {
        key: node.id,
        value: node.id,
        name: node.deptName,
        title: off ? (
          <span>
            {node.deptName}{' '}
            <Tag color="default" style={{ marginInlineStart: 4 }}>
              {options.disabledMark}
            </Tag>
          </span>
        ) : (
          node.deptName
        ),
        ...(off && options.lockDisabled ? { disabled: true, disableCheckbox: true } : {}),
        ...(children ? { children } : {}),
      };
    });
}
