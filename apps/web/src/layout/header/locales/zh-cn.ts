/** Texts of the header tools that only the phone layout shows. */
export const headerZhCn = {
  message: {
    headerTools: {
      more: '更多工具',
    },
  },
};
