/**
 * CRS3: the Orders screen's "Fire Main" / "Fire Dessert" buttons of an order that holds a course; each runs
 * order.fire-course.v1 (this device first, then pushed), and the kitchen screens take the lines live.
 */
import { type Course, fireCourse, heldCourses, type OrderItemRow } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { courseTexts } from '../../i18n/shared-labels.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import './fire-course.css';

export async function fireHeldCourse(orderId: string, course: Course): Promise<boolean> {
  const r = await mutate(fireCourse, { orderId, course });
  if (!r.ok) {
    notify.error(serverMessage(r));
    return false;
  }
  notify.success(courseTexts().fired(course));
  return true;
}

export function FireCourseButtons({ orderId, items }: { orderId: string; items: readonly OrderItemRow[] }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const courses = heldCourses(items);
  if (courses.length === 0) return null;
  const fire = async (course: Course) => {
    setBusy(true);
    try {
      await fireHeldCourse(orderId, course);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="order-fire" data-testid="fire-course">
      {courses.map((c) => (
        <button
          key={c}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => void fire(c)}
        >
          {courseTexts(t).fire(c)}
        </button>
      ))}
    </div>
  );
}
