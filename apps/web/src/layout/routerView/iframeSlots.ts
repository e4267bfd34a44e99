import { create } from 'zustand';

/**
 * Where each iframe route's page area is on screen: the route renders an empty slot and the
 * kept-alive iframe is laid over it, so the iframe never moves in the DOM (moving reloads it).
 */
export const useIframeSlots = create<{
  slots: Readonly<Record<string, HTMLElement>>;
  register: (path: string, el: HTMLElement | null) => void;
}>()((set) => ({
  slots: {},
  register: (path, el) =>
    set((s) => {
      const slots = { ...s.slots };
      if (el) slots[path] = el;
      else delete slots[path];
      return { slots };
    }),
}));
