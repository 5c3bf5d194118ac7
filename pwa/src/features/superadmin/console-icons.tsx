/** Line icons of the console's actions (edit, history, delete, filter, export, info), drawn like the shell's. */
import { LineIcon } from '../shell/icons.tsx';

const PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 7v5l3 3',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  first: 'M17 6l-6 6 6 6M7 6v12',
  prev: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M7 6l6 6-6 6M17 6v12',
} as const;

export type ConsoleIconName = keyof typeof PATHS;

export function ConsoleIcon({ name, size = 18 }: { name: ConsoleIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
