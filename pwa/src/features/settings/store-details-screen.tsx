/** Store Details: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function StoreDetailsScreen() {
  return <AreaPanel title="Store Details" />;
}
