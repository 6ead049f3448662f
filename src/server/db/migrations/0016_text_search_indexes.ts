import { sql, type Kysely } from 'kysely';

/**
 * Trigram indexes for the "contains" searches of the portal (the Manage Enrollments dealer
 * filter matches a fragment anywhere in the dealer's code or name: lower(…) LIKE '%frag%'),
 * which a B-tree cannot serve. pg_trgm ships with PostgreSQL (the embedded server has it, as do
 * the managed services); where it is missing, or the role may not create it, the migration
 * leaves the searches on the existing indexes rather than fail the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const creatable = await sql<{ ok: boolean }>`
    select coalesce((select rolsuper from pg_roles where rolname = current_user), false)
        or (v.trusted and has_database_privilege(current_database(), 'CREATE')) as ok
    from pg_available_extension_versions v
    where v.name = 'pg_trgm' and v.version = (select default_version from pg_available_extensions where name = 'pg_trgm')`.execute(db);
  if (!creatable.rows[0]?.ok) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index dealers_code_trgm_idx on dealers using gin (lower(code) gin_trgm_ops)`.execute(db);
  await sql`create index dealers_name_trgm_idx on dealers using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists dealers_name_trgm_idx`.execute(db);
  await sql`drop index if exists dealers_code_trgm_idx`.execute(db);
}
