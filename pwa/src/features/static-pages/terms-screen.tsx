/** Terms and Conditions: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function TermsScreen() {
  return <AreaPanel title="Terms and Conditions" />;
}
