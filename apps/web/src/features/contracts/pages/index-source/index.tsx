import { Alert } from 'antd';
import { indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { FeedTag } from '../../components/FeedTag';
import { T } from '../../components/labels';

/** Index sources: the published method of each index; a method change is four-eyes with a future effective time. */
export default function IndexSourcePage() {
  const label = useLabel();
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={label(T.demoTitle)} description={label(T.demoText)} data-testid="demo-feed-notice" />
      <ResourcePage definition={indexSourceResource} cells={{ feed: (value) => <FeedTag feed={String(value)} /> }} actionDialogs={{ changeMethod: ApprovalFiledDialog }} testId="index-source-list" />
    </>
  );
}
