/** CRS1: a cart line's course (starter, main, dessert or none), chosen on the till; later courses wait to be fired. */
import { COURSES, isCourse } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { courseLabel } from '../../i18n/shared-labels.ts';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import './course-select.css';

const setCourse = (key: string, value: string) =>
  usePosStore.setState((s) => ({
    lines: s.lines.map((l) => (l.key === key ? { ...l, course: isCourse(value) ? value : null } : l)),
  }));

export function CourseSelect({ line, label }: { line: PosLine; label: string }) {
  const t = useT();
  return (
    <select
      className="pos-course"
      aria-label={t('pos.courseOf', { label })}
      value={line.course ?? ''}
      onChange={(e) => setCourse(line.key, e.target.value)}
    >
      <option value="">{t('pos.noCourse')}</option>
      {COURSES.map((c) => (
        <option key={c} value={c}>
          {courseLabel(c, t)}
        </option>
      ))}
    </select>
  );
}
