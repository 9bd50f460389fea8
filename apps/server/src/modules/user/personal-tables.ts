import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';

/** A table holding rows that belong to one person: it has a foreign key to `users`. */
export interface PersonalTable {
  table: string;
  column: string;
}

/**
 * Sessions are left out of the export: they hold only hashes of sign-in tokens, which mean
 * nothing to the person and are deleted with the account like everything else.
 */
const NOT_EXPORTED = new Set(['sessions']);

interface Rows<T> {
  rows: T[];
}

async function query<T>(orm: Orm, statement: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await orm.execute(statement)) as unknown as Rows<T>;
  return result.rows;
}

/**
 * Every table with a foreign key to `users`, read from the database's own catalogue at run time,
 * so tables other areas add later are found without anyone remembering to list them here.
 */
export async function findPersonalTables(orm: Orm): Promise<PersonalTable[]> {
  const rows = await query<{ table_name: string; column_name: string }>(
    orm,
    sql`
      select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY'
        and tc.table_schema = current_schema()
        and ccu.table_name = 'users'
        and ccu.column_name = 'id'
      order by kcu.table_name, kcu.column_name`,
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** The rows of one personal table that belong to this person. */
export function rowsOf(
  orm: Orm,
  personal: PersonalTable,
  userId: string,
): Promise<Record<string, unknown>[]> {
  return query<Record<string, unknown>>(
    orm,
    sql`select * from ${sql.identifier(personal.table)} where ${sql.identifier(personal.column)} = ${userId}`,
  );
}

/** How many rows of one personal table belong to this person (used by tests and the export). */
export async function countRowsOf(
  orm: Orm,
  personal: PersonalTable,
  userId: string,
): Promise<number> {
  const rows = await query<{ n: number | string }>(
    orm,
    sql`select count(*) as n from ${sql.identifier(personal.table)} where ${sql.identifier(personal.column)} = ${userId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The tables whose rows are part of "Download my data". */
export function isExported(personal: PersonalTable): boolean {
  return !NOT_EXPORTED.has(personal.table);
}
