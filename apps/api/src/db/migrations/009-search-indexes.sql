-- Searches for part of a name, e-mail or title read a trigram index instead of every row (docs/performance.md).
-- The searches are `lower(expr) LIKE '%…%'` (db/search.ts), so each index is on exactly the expression searched.
-- Under 3 characters a trigram index cannot narrow anything: the planner reads the table, the results are the same.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- getUsersByEntity (by name, last name, e-mail, document), getUsersByScheduled (by name), getOrders (buyer's e-mail)
CREATE INDEX users_search_name_trgm_idx ON users USING gin (lower(name || ' ' || lastname) gin_trgm_ops);
CREATE INDEX users_search_lastname_trgm_idx ON users USING gin (lower(lastname) gin_trgm_ops);
CREATE INDEX users_search_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_search_dni_trgm_idx ON users USING gin (coalesce(dni, '') gin_trgm_ops);

-- getMaterial_byEntity, getScheduleds (and a main course's groups) by title / name
CREATE INDEX materials_search_title_trgm_idx ON materials USING gin (lower(title) gin_trgm_ops);
CREATE INDEX scheduleds_search_name_trgm_idx ON scheduleds USING gin (lower(name) gin_trgm_ops);

-- getQuestionBank: `title ILIKE '%…%'` is served by a trigram index on the title itself
CREATE INDEX questions_search_title_trgm_idx ON questions USING gin (title gin_trgm_ops);
