/** CRS3: the mark of a held course on a kitchen line: 'Held · Main' until the server fires it. */
import { COURSE_LABELS, COURSE_TEXTS, isCourse } from '@tavola/shared';

export function HeldBadge({ course }: { course?: string | null | undefined }) {
  return (
    <span className="kitchen-held" data-testid="kitchen-held">
      {COURSE_TEXTS.held}
      {isCourse(course) && ` · ${COURSE_LABELS[course]}`}
    </span>
  );
}
