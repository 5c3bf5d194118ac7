/** All of Kitchen: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function KitchenScreen() {
  return <AreaPanel title="All of Kitchen" />;
}
