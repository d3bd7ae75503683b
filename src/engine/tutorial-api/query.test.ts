import { describe, expect, it } from 'vitest';
import { EMPLOYEES, EMPLOYEE_COUNT } from './employees';
import { handleEmployeesGet } from './handle';
import { employeesQuerySchema, queryEmployees } from './query';

const get = async (query: string) => {
  const response = handleEmployeesGet(new Request(`http://127.0.0.1/api/tutorial/employees?${query}`));
  return { status: response.status, body: await response.json() };
};

describe('the tutorial employees table', () => {
  it('has 1,000 distinct, stable rows with every department', () => {
    expect(EMPLOYEES).toHaveLength(EMPLOYEE_COUNT);
    expect(new Set(EMPLOYEES.map((row) => row.id)).size).toBe(EMPLOYEE_COUNT);
    expect(new Set(EMPLOYEES.map((row) => row.department)).size).toBe(6);
    expect(EMPLOYEES[0]).toEqual(EMPLOYEES[0]);
    expect(EMPLOYEES.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.startDate))).toBe(true);
  });
});

describe('GET /api/tutorial/employees', () => {
  it('answers the first 25 rows and the total by default', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body.rowCount).toBe(EMPLOYEE_COUNT);
    expect(body.rows.map((row: { id: number }) => row.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('pages, sorts and filters together', async () => {
    const { body } = await get(
      'page=1&pageSize=10&sortField=salary&sortOrder=desc&filterField=department&filterOperator=is&filterValue=Sales',
    );
    const sales = EMPLOYEES.filter((row) => row.department === 'Sales');
    expect(body.rowCount).toBe(sales.length);
    expect(body.rows).toHaveLength(10);
    const salaries = body.rows.map((row: { salary: number }) => row.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    const top = [...sales].sort((a, b) => b.salary - a.salary || a.id - b.id);
    expect(body.rows[0]).toEqual(top[10]);
  });

  it('filters numbers and dates by their operators, and searches every word', () => {
    const query = (params: Record<string, string>) => queryEmployees(employeesQuerySchema.parse(params));
    const rich = query({
      filterField: 'salary',
      filterOperator: '>=',
      filterValue: '120000',
      pageSize: '100',
    });
    expect(rich.rows.every((row) => row.salary >= 120_000)).toBe(true);
    const recent = query({ filterField: 'startDate', filterOperator: 'after', filterValue: '2024-01-01' });
    expect(recent.rowCount).toBe(EMPLOYEES.filter((row) => row.startDate > '2024-01-01').length);
    const found = query({ search: 'sales LISBON', pageSize: '100' });
    expect(found.rowCount).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.department === 'Sales' && row.city === 'Lisbon')).toBe(true);
    expect(query({ filterField: 'name', filterOperator: 'contains', filterValue: '' }).rowCount).toBe(
      EMPLOYEE_COUNT,
    );
  });

  it('answers 400 naming the parameters it does not accept', async () => {
    const tooBig = await get('pageSize=500');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error: 'invalid_query', fields: ['pageSize'] });
    const operator = await get('filterField=salary&filterOperator=contains&filterValue=1');
    expect(operator.body.fields).toEqual(['filterOperator']);
    expect((await get('filterField=startDate&filterOperator=is&filterValue=yesterday')).status).toBe(400);
    expect((await get('sortField=password')).status).toBe(400);
    expect((await get('unknown=1')).status).toBe(400);
  });
});
