import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** Post administration: job titles users hold, with filters, export and the refusal to delete a post still held. */
export default function PostPage() {
  return <ResourcePage definition={postResource} />;
}
