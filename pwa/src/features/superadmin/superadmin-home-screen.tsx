/** Dashboard: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function SuperadminHomeScreen() {
  return <AreaPanel title="Dashboard" />;
}
