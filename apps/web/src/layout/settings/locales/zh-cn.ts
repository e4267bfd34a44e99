export const settingsZhCn = {
  message: {
    settingsExtra: {
      watermarkBlank: '水印文字不能为空，仍使用“{{text}}”',
    },
  },
};
