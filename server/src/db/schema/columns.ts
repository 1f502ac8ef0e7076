import type { ColumnType, Generated } from 'kysely';

/** Identity columns (bigserial): parsed into numbers by both drivers, see db/type-parsers.ts. */
export type Id = Generated<number>;

/** A timestamptz that the database fills in by default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A timestamptz that every insert must give. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A timestamptz that may be absent. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A calendar date ('YYYY-MM-DD'): kept as text in JavaScript so that no time zone shifts it. */
export type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

/** A column with a database default, so inserts may leave it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
