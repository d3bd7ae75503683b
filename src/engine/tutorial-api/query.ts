/**
 * The query language of `/api/tutorial/employees`: one page, at most one sort and one filter item,
 * and quick-search words, as URL parameters. Parsed with zod; anything else is a 400.
 */
import * as z from 'zod';
import { EMPLOYEES, type Employee } from './employees';

type Field = keyof Employee;
type Kind = 'number' | 'string' | 'singleSelect' | 'date';

/** Each field's column type, which decides the filter operators it accepts. */
export const FIELD_KINDS: Readonly<Record<Field, Kind>> = {
  id: 'number',
  name: 'string',
  department: 'singleSelect',
  city: 'string',
  startDate: 'date',
  salary: 'number',
};

const EMPTY = ['isEmpty', 'isNotEmpty'] as const;

/** The operators the endpoint understands per column type (the grid's operator names). */
export const OPERATORS: Readonly<Record<Kind, readonly string[]>> = {
  string: ['contains', 'doesNotContain', 'equals', 'doesNotEqual', 'startsWith', 'endsWith', ...EMPTY],
  singleSelect: ['is', 'not'],
  number: ['=', '!=', '>', '>=', '<', '<=', ...EMPTY],
  date: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', ...EMPTY],
};

const FIELDS = Object.keys(FIELD_KINDS) as [Field, ...Field[]];
const text = z.string().max(100);

export const MAX_PAGE_SIZE = 100;

export const employeesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    sortField: z.enum(FIELDS).optional(),
    sortOrder: z.enum(['asc', 'desc']).default('asc'),
    filterField: z.enum(FIELDS).optional(),
    filterOperator: z.string().max(20).optional(),
    filterValue: text.optional(),
    search: text.optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (!query.filterField) return;
    const kind = FIELD_KINDS[query.filterField];
    if (!query.filterOperator || !OPERATORS[kind].includes(query.filterOperator)) {
      context.addIssue({
        code: 'custom',
        path: ['filterOperator'],
        message: `${query.filterField} accepts ${OPERATORS[kind].join(', ')}`,
      });
    }
    const value = query.filterValue;
    if (kind === 'date' && value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      context.addIssue({ code: 'custom', path: ['filterValue'], message: 'a date is written YYYY-MM-DD' });
    }
    if (kind === 'number' && value && !Number.isFinite(Number(value))) {
      context.addIssue({ code: 'custom', path: ['filterValue'], message: 'not a number' });
    }
  });

export type EmployeesQuery = z.infer<typeof employeesQuerySchema>;

export interface EmployeesPage {
  rows: Employee[];
  /** Rows matching the filter and search, on every page together. */
  rowCount: number;
}

/** Whether `cell` passes `operator` against `value` (strings compared without case, as the grid does). */
function passes(cell: string | number, operator: string, value: string): boolean {
  if (operator === 'isEmpty') return cell === '';
  if (operator === 'isNotEmpty') return cell !== '';
  if (value === '') return true; // an item without a value filters nothing, like in the grid
  if (typeof cell === 'number') {
    const n = Number(value);
    const table: Record<string, boolean> = {
      '=': cell === n,
      '!=': cell !== n,
      '>': cell > n,
      '>=': cell >= n,
      '<': cell < n,
      '<=': cell <= n,
    };
    return table[operator];
  }
  const [a, b] = [cell.toLowerCase(), value.toLowerCase()];
  const table: Record<string, boolean> = {
    contains: a.includes(b),
    doesNotContain: !a.includes(b),
    equals: a === b,
    is: a === b,
    doesNotEqual: a !== b,
    not: a !== b,
    startsWith: a.startsWith(b),
    endsWith: a.endsWith(b),
    // ISO dates compare correctly as strings.
    after: a > b,
    onOrAfter: a >= b,
    before: a < b,
    onOrBefore: a <= b,
  };
  return table[operator];
}

/** Every word of `search` appears in the name, department or city. */
function matchesSearch(row: Employee, search: string): boolean {
  const haystack = `${row.name} ${row.department} ${row.city}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** One page of the employees that match `query`, in its order. */
export function queryEmployees(query: EmployeesQuery, table: readonly Employee[] = EMPLOYEES): EmployeesPage {
  const { filterField, filterOperator, filterValue = '', search, sortField, sortOrder } = query;
  let rows = table.filter(
    (row) =>
      (!filterField || passes(row[filterField], filterOperator!, filterValue)) &&
      (!search || matchesSearch(row, search)),
  );
  if (sortField) {
    const direction = sortOrder === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const [x, y] = [a[sortField], b[sortField]];
      const order = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y));
      return order * direction || a.id - b.id;
    });
  }
  const start = query.page * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), rowCount: rows.length };
}
