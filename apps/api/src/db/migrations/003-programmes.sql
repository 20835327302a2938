-- Programmes (decision 0012). Categories (one built-in per entity), courses and their modules (one table, alias
-- 'programa' / 'modulo'), syllabus items, graded practices, class materials (the repository, decision 0013, shares the
-- table), certificate templates and the template each course chose. Money is numeric(10,2): exact soles.
-- See docs/decisions/0011-deleting-programmes.md and 0012-programme-data.md.
-- Lists show rows in the order they were added, so created_at is clock_timestamp(): rows added in one
-- transaction (the demo data, a programme's modules) keep their order, which now() would not tell apart.

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_builtin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_entity_name_key ON categories (entity_id, lower(name));
CREATE UNIQUE INDEX categories_entity_builtin_key ON categories (entity_id) WHERE is_builtin;

-- Every entity has its built-in category, however the entity row is written (createEntity, the seed, plain SQL).
CREATE FUNCTION add_builtin_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO categories (entity_id, name, description, is_builtin)
  VALUES (NEW.id, 'General', 'Programas sin una categoría propia', true);
  RETURN NEW;
END
$$;
CREATE TRIGGER entities_builtin_category AFTER INSERT ON entities FOR EACH ROW EXECUTE FUNCTION add_builtin_category();
INSERT INTO categories (entity_id, name, description, is_builtin)
SELECT id, 'General', 'Programas sin una categoría propia', true FROM entities;

CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  -- programmes only; a module shows its programme's
  category_id uuid REFERENCES categories (id),
  -- modules only: deleting a programme deletes its modules (and, below, all that hangs off them)
  parent_course_id uuid REFERENCES courses (id) ON DELETE CASCADE,
  alias text NOT NULL CHECK (alias IN ('programa', 'modulo')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  target_audiences text NOT NULL DEFAULT '',
  -- storage key of the cover (public)
  preview text,
  tags text[] NOT NULL DEFAULT '{}',
  price_inscription numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price_inscription >= 0),
  price_certificate numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price_certificate >= 0),
  price_course numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price_course >= 0),
  -- the order of the modules of a programme (module scheduling follows it, decision 0017)
  position integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((alias = 'modulo') = (parent_course_id IS NOT NULL)),
  CHECK ((alias = 'programa') = (category_id IS NOT NULL))
);
CREATE INDEX courses_programmes_idx ON courses (entity_id, category_id, created_at, id) WHERE alias = 'programa';
CREATE INDEX courses_parent_idx ON courses (parent_course_id, position, created_at);

CREATE TABLE syllabus_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  main_course_id uuid REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX syllabus_items_course_idx ON syllabus_items (course_id, position, created_at);

CREATE TABLE qualified_practices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  weight numeric(7, 2) NOT NULL CHECK (weight >= 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qualified_practices_course_idx ON qualified_practices (course_id, created_at);

-- Class materials of a module (course_id) and the entity's repository (course_id NULL).
CREATE TABLE materials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  course_id uuid REFERENCES courses (id) ON DELETE CASCADE,
  category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('doc', 'ppt', 'pdf', 'mp4', 'url', 'image')),
  -- a link's address (type 'url')
  url text,
  -- a file's storage key (private: served through signed links only)
  file_key text,
  name_file text,
  mime text,
  size bigint,
  state text NOT NULL DEFAULT 'private' CHECK (state IN ('public', 'private')),
  price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'url') = (file_key IS NULL)),
  CHECK (type <> 'url' OR url IS NOT NULL)
);
CREATE INDEX materials_course_idx ON materials (course_id, created_at);
CREATE INDEX materials_entity_idx ON materials (entity_id, created_at DESC, id);

-- Templates: the platform's built-in ones (entity_id NULL), fixed ids so that demo data and tests can name them.
CREATE TABLE certificate_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid REFERENCES entities (id),
  name text NOT NULL,
  preview text NOT NULL,
  -- the images it takes: [{name, name_front}]
  resources jsonb NOT NULL,
  sort smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
INSERT INTO certificate_templates (id, name, preview, resources, sort) VALUES
  ('00000000-0000-4000-8000-00000000c001', 'Clásico', 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMjAiIGhlaWdodD0iMjI2IiB2aWV3Qm94PSIwIDAgMzIwIDIyNiI+PHJlY3Qgd2lkdGg9IjMyMCIgaGVpZ2h0PSIyMjYiIGZpbGw9IiNmYmY3ZWUiLz48cmVjdCB4PSIxMCIgeT0iMTAiIHdpZHRoPSIzMDAiIGhlaWdodD0iMjA2IiBmaWxsPSJub25lIiBzdHJva2U9IiM5YTdiM2YiIHN0cm9rZS13aWR0aD0iNCIvPjxyZWN0IHg9IjE4IiB5PSIxOCIgd2lkdGg9IjI4NCIgaGVpZ2h0PSIxOTAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzlhN2IzZiIgc3Ryb2tlLXdpZHRoPSIxIi8+PHRleHQgeD0iMTYwIiB5PSI3MCIgZm9udC1mYW1pbHk9InNlcmlmIiBmb250LXNpemU9IjIyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjNWE0NTIwIj5DRVJUSUZJQ0FETzwvdGV4dD48cmVjdCB4PSI4MCIgeT0iMTAwIiB3aWR0aD0iMTYwIiBoZWlnaHQ9IjgiIGZpbGw9IiNkOGM5YTMiLz48cmVjdCB4PSI2MCIgeT0iMTIyIiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjYiIGZpbGw9IiNlNmRjYzIiLz48bGluZSB4MT0iMTEwIiB5MT0iMTgwIiB4Mj0iMjEwIiB5Mj0iMTgwIiBzdHJva2U9IiM1YTQ1MjAiLz48dGV4dCB4PSIxNjAiIHk9IjE5NiIgZm9udC1mYW1pbHk9InNlcmlmIiBmb250LXNpemU9IjEwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjNWE0NTIwIj5GaXJtYTwvdGV4dD48L3N2Zz4=',
   '[{"name": "background", "name_front": "Fondo"}, {"name": "signature", "name_front": "Firma"}]', 1),
  ('00000000-0000-4000-8000-00000000c002', 'Moderno', 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMjAiIGhlaWdodD0iMjI2IiB2aWV3Qm94PSIwIDAgMzIwIDIyNiI+PHJlY3Qgd2lkdGg9IjMyMCIgaGVpZ2h0PSIyMjYiIGZpbGw9IiNmZmZmZmYiLz48cmVjdCB3aWR0aD0iOTAiIGhlaWdodD0iMjI2IiBmaWxsPSIjMGUzODczIi8+PGNpcmNsZSBjeD0iNDUiIGN5PSI1MCIgcj0iMjIiIGZpbGw9IiNmZmZmZmYiIGZpbGwtb3BhY2l0eT0iMC44NSIvPjx0ZXh0IHg9IjIwNSIgeT0iNzAiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjIwIiBmb250LXdlaWdodD0iNzAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjMGUzODczIj5DRVJUSUZJQ0FETzwvdGV4dD48cmVjdCB4PSIxMzAiIHk9Ijk4IiB3aWR0aD0iMTUwIiBoZWlnaHQ9IjgiIGZpbGw9IiNjOWQ2ZWEiLz48cmVjdCB4PSIxMjAiIHk9IjEyMCIgd2lkdGg9IjE3MCIgaGVpZ2h0PSI2IiBmaWxsPSIjZTNlOWYzIi8+PGxpbmUgeDE9IjE2MCIgeTE9IjE4MCIgeDI9IjI1MCIgeTI9IjE4MCIgc3Ryb2tlPSIjMGUzODczIi8+PHRleHQgeD0iMjA1IiB5PSIxOTYiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjEwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjMGUzODczIj5GaXJtYTwvdGV4dD48L3N2Zz4=',
   '[{"name": "background", "name_front": "Fondo"}, {"name": "logo", "name_front": "Logo"}, {"name": "signature", "name_front": "Firma"}]', 2);

-- The template a course chose and its images (certificates are drawn from them, decision 0018).
CREATE TABLE course_certificates (
  course_id uuid PRIMARY KEY REFERENCES courses (id) ON DELETE CASCADE,
  entity_id uuid NOT NULL REFERENCES entities (id),
  template_id uuid NOT NULL REFERENCES certificate_templates (id),
  -- [{name, name_front, key, mime}]: one per resource uploaded; keys are private storage keys
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
