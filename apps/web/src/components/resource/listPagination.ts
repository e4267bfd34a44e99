import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS, PAGER_COUNT_NARROW } from '@ledgerdesk/shared';

export interface PageState {
  pageIndex: number;
  pageSize: number;
}

/**
 * The pager every list uses (SPEC §9): sizes 10 … 1000, a total, a quick jumper, and fewer page
 * buttons on narrow screens (antd's showLessItems shows 5 instead of 7).
 */
export function listPagination(
  page: PageState,
  total: number,
  pagerCount: number,
  onChange: (next: PageState) => void,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: page.pageIndex,
    pageSize: page.pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showLessItems: pagerCount === PAGER_COUNT_NARROW,
    showTotal,
    onChange: (pageIndex, pageSize) => onChange({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize }),
  };
}
