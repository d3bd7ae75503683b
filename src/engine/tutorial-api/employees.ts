/**
 * The table behind the server-side data tutorial's endpoint (`/api/tutorial/employees`): 1,000
 * employees computed from their index, so every server process, test and reload sees the same rows.
 */

export interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  /** First working day, `YYYY-MM-DD`. */
  startDate: string;
  /** Yearly salary in euros. */
  salary: number;
}

export const DEPARTMENTS = ['Engineering', 'Sales', 'Support', 'Finance', 'Marketing', 'Operations'] as const;

const GIVEN = ['Amara', 'Bo', 'Carmen', 'Dario', 'Elif', 'Farid', 'Grace', 'Hana', 'Ilya', 'Jonas'];
const FAMILY = ['Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Horvat', 'Ito'];
const CITIES = ['Lisbon', 'Nairobi', 'Osaka', 'Montreal', 'Krakow', 'Lima', 'Dublin'];

export const EMPLOYEE_COUNT = 1000;

/** A well-mixed integer from `index` and `salt` (the finalizer of MurmurHash3), so fields vary independently. */
function spread(index: number, salt: number): number {
  let h = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function employeeAt(index: number): Employee {
  const day = spread(index, 7) % 3650; // within the ten years from 2015-01-01
  const start = new Date(Date.UTC(2015, 0, 1) + day * 86_400_000);
  return {
    id: index + 1,
    name: `${GIVEN[spread(index, 1) % GIVEN.length]} ${FAMILY[spread(index, 2) % FAMILY.length]}`,
    department: DEPARTMENTS[spread(index, 3) % DEPARTMENTS.length],
    city: CITIES[spread(index, 4) % CITIES.length],
    startDate: start.toISOString().slice(0, 10),
    salary: 38_000 + (spread(index, 5) % 90) * 1_000,
  };
}

/** Every employee, in id order. */
export const EMPLOYEES: readonly Employee[] = Array.from({ length: EMPLOYEE_COUNT }, (_, index) =>
  employeeAt(index),
);
