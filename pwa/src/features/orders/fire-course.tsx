/**
 * CRS3: the Orders screen's "Fire Main" / "Fire Dessert" buttons of an order that holds a course; each runs
 * order.fire-course.v1 (this device first, then pushed), and the kitchen screens take the lines live.
 */
import { COURSE_TEXTS, type Course, fireCourse, heldCourses, type OrderItemRow } from '@tavola/shared';
import { useState } from 'react';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import './fire-course.css';

export async function fireHeldCourse(orderId: string, course: Course): Promise<boolean> {
  const r = await mutate(fireCourse, { orderId, course });
  if (!r.ok) {
    notify.error(r.message);
    return false;
  }
  notify.success(COURSE_TEXTS.fired(course));
  return true;
}

export function FireCourseButtons({ orderId, items }: { orderId: string; items: readonly OrderItemRow[] }) {
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
          {COURSE_TEXTS.fire(c)}
        </button>
      ))}
    </div>
  );
}
