export const fileCentreZhCn = {
  message: {
    router: { systemFile: '文件中心' },
    fileCentre: {
      title: '文件中心',
      intro: '上传的文件在此统一存放，可下载和删除。相同内容的文件只存一份。',
      listTitle: '已存文件',
      search: '按文件名搜索',
      column: { name: '文件名', size: '大小', md5: 'MD5', owner: '上传人', createdAt: '上传时间', actions: '操作' },
      download: '下载',
      delete: '删除',
      deleteConfirm: '确定删除“{{name}}”吗？',
      deleted: '已删除',
      empty: '暂无文件',
    },
  },
};
