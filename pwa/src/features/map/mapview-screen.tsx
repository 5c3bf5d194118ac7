/** Map Details: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function MapviewScreen() {
  return <AreaPanel title="Map Details" />;
}
