import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Columns many tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Postgres full-text vector; kept up to date by a trigger (drizzle/0002_projects_search.sql). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
