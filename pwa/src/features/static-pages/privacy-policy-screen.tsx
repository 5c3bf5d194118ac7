/** Privacy Policy: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function PrivacyPolicyScreen() {
  return <AreaPanel title="Privacy Policy" />;
}
