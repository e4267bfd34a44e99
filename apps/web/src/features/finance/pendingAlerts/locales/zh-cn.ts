/** The pending alerts' own controls (their titles and texts are finance's: message.pendingAlert.<kind>). */
export const pendingAlertsZhCn = {
  message: {
    pendingAlert: {
      region: '待审核提醒',
      dismiss: '关闭提醒',
    },
  },
};
