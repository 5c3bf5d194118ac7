/** Menu Item: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function MenuItemDetailScreen() {
  return <AreaPanel title="Menu Item" />;
}
