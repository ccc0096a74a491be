-- Catalog search: accent folding that may be used in generated columns and indexes (unaccent()
-- itself is only STABLE), and a text search configuration with English stemming over unaccented
-- words. The catalog tables' generated search columns depend on both.
CREATE OR REPLACE FUNCTION public.folio_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.folio_search (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.folio_search
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
