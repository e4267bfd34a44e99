import { Layout } from 'antd';
import { PRODUCT_NAME } from '@ledgerdesk/shared';

/** The optional footer under the page (theme config `isFooter`). */
export function LayoutFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: 'rgba(0,0,0,0.45)' }}>
      {PRODUCT_NAME} ©{new Date().getFullYear()}
    </Layout.Footer>
  );
}
