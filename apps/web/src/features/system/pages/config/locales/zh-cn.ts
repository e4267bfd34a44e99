export const configPageZhCn = {
  message: {
    configPage: {
      reveal: '显示',
      hide: '隐藏',
      revealFailed: '无法读取该参数值',
      sensitive: '敏感值已隐藏',
    },
  },
};
