import { UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
import type { uploaderZhCn } from './zh-cn';

export const uploaderZhTw: typeof uploaderZhCn = {
  message: {
    upload: {
      upload: UPLOAD_BUTTON_TITLE['zh-tw'],
      dropTitle: '點擊或將檔案拖到此處上傳',
      dropHint: '大檔案以 2 MB 分片上傳，中斷後可從斷點繼續。支援圖片、影片、音訊和文件。',
      listTitle: '上傳列表',
      status: {
        waiting: '等待中',
        hashing: '計算 MD5 {{percent}}%',
        uploading: '上傳中',
        paused: '暫停',
        merging: '檔案合併中...',
        success: '上傳成功',
        error: '上傳失敗',
        instant: '秒傳（伺服器已有該檔案）',
      },
      action: { pause: '暫停', resume: '繼續', cancel: '取消', retry: '重試', clearFinished: '清除已完成', discard: '放棄' },
      speed: '{{speed}}/s',
      timeLeft: '剩餘 {{time}}',
      pendingTitle: '未完成的上傳',
      pendingHint: '重新選擇這些檔案即可從中斷處繼續上傳。',
      refused: '{{names}}：不支援該檔案類型',
      reason: {
        readFailed: '檔案讀取失敗，已取消上傳',
        checksumMismatch: '上傳內容與檔案校驗不一致，請重新上傳',
        extensionNotAllowed: '不支援該檔案類型',
        tooLarge: '檔案超過伺服器允許的大小',
        chunkMissing: '部分分片未到達，請重試',
        chunkSizeMismatch: '分片大小不正確，請重試',
        mergeInProgress: '檔案正在合併中',
        chunkArriving: '檔案的部分分片仍在傳輸中，請稍後重試',
        tokenMismatch: '登入狀態已變化，請重新登入',
      },
    },
  },
};
