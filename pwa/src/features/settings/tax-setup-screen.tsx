/** Tax Setup: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function TaxSetupScreen() {
  return <AreaPanel title="Tax Setup" />;
}
