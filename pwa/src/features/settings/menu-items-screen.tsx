/** Menu Items: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function MenuItemsScreen() {
  return <AreaPanel title="Menu Items" />;
}
