/**
 * CRS1-CRS5: course firing. A line may carry a course; at send the order's earliest course (and every line without
 * a course) goes to the kitchen live, later courses are held until the server fires them (ADR 0058).
 */
export const COURSES = ['starter', 'main', 'dessert'] as const;
export type Course = (typeof COURSES)[number];
export const isCourse = (c: unknown): c is Course => (COURSES as readonly unknown[]).includes(c);

export const COURSE_LABELS: Readonly<Record<Course, string>> = {
  starter: 'Starter',
  main: 'Main',
  dessert: 'Dessert',
};

export const COURSE_TEXTS = {
  course: 'Course',
  noCourse: 'No course',
  held: 'Held',
  fire: (course: Course) => `Fire ${COURSE_LABELS[course]}`,
  fired: (course: Course) => `${COURSE_LABELS[course]} fired`,
  invalidCourse: 'Please select a valid course!',
  notFired: 'This course has not been fired yet!',
  nothingHeld: 'Nothing of this course is held!',
} as const;

type CourseLine = { readonly course?: string | null | undefined };
const rank = (c: string | null | undefined): number | null => (isCourse(c) ? COURSES.indexOf(c) : null);

/**
 * CRS2: which lines of a new order are held: those whose course comes after the earliest course the order has
 * (starters and unmarked lines live, mains and desserts held when there are starters; mains live when there are
 * none, desserts held behind them; an order of one course is all live).
 */
export function heldAtSend<L extends CourseLine>(lines: readonly L[]): boolean[] {
  const ranks = lines.map((l) => rank(l.course)).filter((r): r is number => r !== null);
  const first = ranks.length ? Math.min(...ranks) : null;
  return lines.map((l) => {
    const r = rank(l.course);
    return r !== null && first !== null && r > first;
  });
}

type HeldLine = CourseLine & { readonly heldUntilFired?: boolean | undefined; readonly status: string };

/** CRS3: a line held and not yet fired (a cancelled line is nobody's concern). */
export const isHeldLine = (l: HeldLine): boolean => l.heldUntilFired === true && l.status !== 'cancelled';

/** CRS3: the courses an order still holds, in serving order: what its "Fire …" buttons offer. */
export const heldCourses = (lines: readonly HeldLine[]): Course[] =>
  COURSES.filter((c) => lines.some((l) => l.course === c && isHeldLine(l)));
