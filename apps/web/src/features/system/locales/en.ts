import { API_DOC_TITLE, SYSTEM_ROUTER_TITLES } from '@ledgerdesk/shared/resources/system/menu-titles';
import type { fileCentreZhCn } from './zh-cn';

export const fileCentreEn: typeof fileCentreZhCn = {
  message: {
    router: { systemFile: SYSTEM_ROUTER_TITLES.systemFile['en'] },
    fileCentre: {
      title: 'File centre',
      intro: 'Uploaded files are kept here to download or delete. Identical content is stored once: uploading a file you already have under the same name keeps your one entry (it goes through instantly); under another name it gets its own entry sharing the stored bytes.',
      listTitle: 'Stored files',
      search: 'Search by file name',
      column: { name: 'Name', size: 'Size', md5: 'MD5', owner: 'Uploaded by', createdAt: 'Uploaded at', actions: 'Actions' },
      download: 'Download',
      downloadFailed: 'The download failed, please try again',
      delete: 'Delete',
      deleteConfirm: 'Delete "{{name}}"?',
      deleted: 'Deleted',
      empty: 'No files yet',
    },
    /* ---------- API reference (pages/api) ---------- */
    apiDoc: {
      title: API_DOC_TITLE['en'],
      intro: 'Every call of the server, generated from the same schemas the server checks: the permission each needs, its parameters, body and answer.',
      version: 'version {{version}}',
      download: 'Download openapi.json',
      search: 'Search by path or summary',
      count: '{{shown}} of {{total}} calls',
      noMatch: 'No call matches',
      loadFailed: 'The API document could not be loaded',
      retry: 'Retry',
      call: 'Call',
      permission: 'Permission',
      security: 'Authentication',
      bearer: 'Authorization: Bearer token (from sign-in)',
      noToken: 'No token needed',
      parameters: 'Parameters',
      requestBody: 'Request body',
      noBody: 'No request body',
      response: 'Answer on success (200)',
      noResponse: 'No answer schema declared',
      required: 'required',
      recursive: 'same shape as its parent (recursive)',
      view: { tree: 'Tree', json: 'JSON' },
      column: { name: 'Name', in: 'In', type: 'Type', required: 'Required', description: 'Description' },
      access: { public: 'Public', authenticated: 'Any signed-in user', undeclared: 'Undeclared (refused)' },
    },
  },
};
