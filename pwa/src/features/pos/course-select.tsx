/** CRS1: a cart line's course (starter, main, dessert or none), chosen on the till; later courses wait to be fired. */
import { COURSE_LABELS, COURSE_TEXTS, COURSES, isCourse } from '@tavola/shared';
import type { PosLine } from './pos-cart.ts';
import { usePosStore } from './pos-store.ts';
import './course-select.css';

const setCourse = (key: string, value: string) =>
  usePosStore.setState((s) => ({
    lines: s.lines.map((l) => (l.key === key ? { ...l, course: isCourse(value) ? value : null } : l)),
  }));

export function CourseSelect({ line, label }: { line: PosLine; label: string }) {
  return (
    <select
      className="pos-course"
      aria-label={`${COURSE_TEXTS.course} of ${label}`}
      value={line.course ?? ''}
      onChange={(e) => setCourse(line.key, e.target.value)}
    >
      <option value="">{COURSE_TEXTS.noCourse}</option>
      {COURSES.map((c) => (
        <option key={c} value={c}>
          {COURSE_LABELS[c]}
        </option>
      ))}
    </select>
  );
}
