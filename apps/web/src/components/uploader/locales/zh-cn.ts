import { UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
export const uploaderZhCn = {
  message: {
    upload: {
      upload: UPLOAD_BUTTON_TITLE['zh-cn'],
      dropTitle: '点击或将文件拖到此处上传',
      dropHint: '大文件以 2 MB 分片上传，中断后可从断点继续。支持图片、视频、音频和文档。',
      listTitle: '上传列表',
      status: {
        waiting: '等待中',
        hashing: '计算 MD5 {{percent}}%',
        uploading: '上传中',
        paused: '暂停',
        merging: '文件合并中...',
        success: '上传成功',
        error: '上传失败',
        instant: '秒传（服务器已有该文件）',
      },
      action: { pause: '暂停', resume: '继续', cancel: '取消', retry: '重试', clearFinished: '清除已完成', discard: '放弃' },
      speed: '{{speed}}/s',
      timeLeft: '剩余 {{time}}',
      pendingTitle: '未完成的上传',
      pendingHint: '重新选择这些文件即可从中断处继续上传。',
      refused: '{{names}}：不支持该文件类型',
      reason: {
        readFailed: '文件读取失败，已取消上传',
        checksumMismatch: '上传内容与文件校验不一致，请重新上传',
        extensionNotAllowed: '不支持该文件类型',
        tooLarge: '文件超过服务器允许的大小',
        chunkMissing: '部分分片未到达，请重试',
        chunkSizeMismatch: '分片大小不正确，请重试',
        mergeInProgress: '文件正在合并中',
        chunkArriving: '文件的部分分片仍在传输中，请稍后重试',
        tokenMismatch: '登录状态已变化，请重新登录',
      },
    },
  },
};
