/** Refund Policy: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function RefundPolicyScreen() {
  return <AreaPanel title="Refund Policy" />;
}
