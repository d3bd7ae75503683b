// The package ships no types and @types/better-sqlite3 is not installed: the subset this site uses.
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }
  interface Statement<Row = unknown> {
    run(...params: unknown[]): RunResult;
    get(...params: unknown[]): Row | undefined;
    all(...params: unknown[]): Row[];
  }
  interface Database {
    prepare<Row = unknown>(sql: string): Statement<Row>;
    exec(sql: string): this;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    close(): this;
    readonly open: boolean;
  }
  interface DatabaseConstructor {
    new (
      filename: string,
      options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number },
    ): Database;
  }
  const Database: DatabaseConstructor;
  export default Database;
  export type { Database, Statement, RunResult };
}
