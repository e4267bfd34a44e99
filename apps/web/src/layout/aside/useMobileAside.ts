import { create } from 'zustand';

/** Whether the menu drawer of narrow screens is open: the header's hamburger opens it. */
export const useMobileAside = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
