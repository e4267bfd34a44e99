import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import { ResourcePage } from '@/components/resource/ResourcePage';
import '../../locales';
import { AudienceSelect, AudienceTags } from '../../components/AudienceSelect';
import { NoticeReaders } from '../../components/NoticeReaders';

const INPUTS = { roleIds: <AudienceSelect /> };
const CELLS = { audience: (value: unknown) => <AudienceTags value={value} /> };

/**
 * System notices (the resource page): the form writes content with the rich-text editor and
 * chooses the audience by role; the details show the content formatted and who has read it.
 */
export default function NoticeAdminPage() {
  return <ResourcePage definition={noticeResource} inputs={INPUTS} cells={CELLS} detailExtra={(row) => <NoticeReaders id={row.id} />} />;
}
