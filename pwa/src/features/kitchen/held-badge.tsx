/** CRS3: the mark of a held course on a kitchen line: 'Held · Main' until the server fires it. */
import { isCourse } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { courseLabel, courseTexts } from '../../i18n/shared-labels.ts';

export function HeldBadge({ course }: { course?: string | null | undefined }) {
  const t = useT();
  return (
    <span className="kitchen-held" data-testid="kitchen-held">
      {courseTexts(t).held}
      {isCourse(course) && ` · ${courseLabel(course, t)}`}
    </span>
  );
}
