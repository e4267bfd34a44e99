import { UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
import type { uploaderZhCn } from './zh-cn';

export const uploaderEn: typeof uploaderZhCn = {
  message: {
    upload: {
      upload: UPLOAD_BUTTON_TITLE['en'],
      dropTitle: 'Click or drag files here to upload',
      dropHint: 'Large files go in 2 MB chunks and resume where they stopped. Images, video, audio and documents are accepted.',
      listTitle: 'Uploads',
      status: {
        waiting: 'waiting',
        hashing: 'calculating MD5 {{percent}}%',
        uploading: 'uploading',
        paused: 'paused',
        merging: 'file merging...',
        success: 'success',
        error: 'error',
        instant: 'instant upload (already on the server)',
      },
      action: { pause: 'Pause', resume: 'Resume', cancel: 'Cancel', retry: 'Retry', clearFinished: 'Clear finished', discard: 'Discard' },
      speed: '{{speed}}/s',
      timeLeft: '{{time}} left',
      pendingTitle: 'Unfinished uploads',
      pendingHint: 'Choose these files again to continue where they stopped.',
      refused: '{{names}}: this file type is not accepted',
      reason: {
        readFailed: 'The file could not be read; the upload was cancelled',
        checksumMismatch: 'The uploaded content did not match the file; please upload it again',
        extensionNotAllowed: 'This file type is not accepted',
        tooLarge: 'The file is larger than the server accepts',
        chunkMissing: 'Some chunks did not arrive; retry to send them',
        chunkSizeMismatch: 'A chunk had the wrong size; retry',
        mergeInProgress: 'The file is already being merged',
        chunkArriving: 'A part of the file is still arriving; retry in a moment',
        tokenMismatch: 'Your sign-in changed; please sign in again',
      },
    },
  },
};
