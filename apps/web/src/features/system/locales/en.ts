import type { fileCentreZhCn } from './zh-cn';

export const fileCentreEn: typeof fileCentreZhCn = {
  message: {
    router: { systemFile: 'File centre' },
    fileCentre: {
      title: 'File centre',
      intro: 'Uploaded files are kept here to download or delete. Identical content is stored once.',
      listTitle: 'Stored files',
      search: 'Search by file name',
      column: { name: 'Name', size: 'Size', md5: 'MD5', owner: 'Uploaded by', createdAt: 'Uploaded at', actions: 'Actions' },
      download: 'Download',
      delete: 'Delete',
      deleteConfirm: 'Delete "{{name}}"?',
      deleted: 'Deleted',
      empty: 'No files yet',
    },
  },
};
