/** Contact Us: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function ContactUsScreen() {
  return <AreaPanel title="Contact Us" />;
}
