/** UI state of the dashboard shell: the collapsed side navigation (remembered) and the phone drawer. */
import { create } from 'zustand';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';

type NavState = {
  collapsed: boolean;
  drawerOpen: boolean;
  searchOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
};

export const useNavStore = create<NavState>((set, get) => ({
  collapsed: readStorage('local', STORAGE_KEYS.navCollapsed) === 'true',
  drawerOpen: false,
  searchOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    writeStorage('local', STORAGE_KEYS.navCollapsed, String(collapsed));
    set({ collapsed });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));
