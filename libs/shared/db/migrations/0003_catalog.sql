CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"edition" text,
	"series" text,
	"published_year" integer NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text GENERATED ALWAYS AS (public.folio_unaccent(lower(title))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.folio_search'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(series, '')), 'B') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(edition, '')), 'C')) STORED,
	CONSTRAINT "books_format_check" CHECK ("books"."format" in ('hardcover', 'paperback', 'special-edition', 'ebook', 'audiobook'))
);
--> statement-breakpoint
CREATE TABLE "event_authors" (
	"event_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_authors_event_id_author_id_pk" PRIMARY KEY("event_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "event_collections" (
	"event_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	CONSTRAINT "event_collections_event_id_collection_id_pk" PRIMARY KEY("event_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "event_readers" (
	"event_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_readers_event_id_reader_id_pk" PRIMARY KEY("event_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "event_vendors" (
	"event_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_vendors_event_id_vendor_id_pk" PRIMARY KEY("event_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"category_id" uuid NOT NULL,
	"venue_id" uuid,
	"virtual_platform" text,
	"virtual_url" text,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"search_name" text GENERATED ALWAYS AS (public.folio_unaccent(lower(title))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.folio_search'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(search_terms, '')), 'B') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_place_check" CHECK (("events"."venue_id" is null) <> ("events"."virtual_platform" is null)),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"author_id" uuid,
	"vendor_id" uuid,
	"seller_id" uuid GENERATED ALWAYS AS (coalesce(author_id, vendor_id)) STORED NOT NULL,
	"event_id" uuid,
	"currency" text NOT NULL,
	"close_date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"deposit_percent" integer,
	"min_deposit_total_minor" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"price_min_minor" integer,
	"price_max_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_forms_uid_unique" UNIQUE("uid"),
	CONSTRAINT "order_forms_one_seller_check" CHECK (num_nonnulls("order_forms"."author_id", "order_forms"."vendor_id") = 1),
	CONSTRAINT "order_forms_currency_check" CHECK ("order_forms"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "order_forms_deposit_check" CHECK ("order_forms"."deposit_percent" is null or ("order_forms"."deposit_percent" between 1 and 100)),
	CONSTRAINT "order_forms_prices_check" CHECK ("order_forms"."price_min_minor" is null or "order_forms"."price_min_minor" <= "order_forms"."price_max_minor")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"bio" text NOT NULL,
	"about" text NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"country_code" text,
	"website_url" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text GENERATED ALWAYS AS (public.folio_unaccent(lower(name))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.folio_search'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(tagline, '')), 'B') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(bio, '')), 'C') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(about, '')), 'D')) STORED,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "authors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "readers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"about" text NOT NULL,
	"favourite_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"country_code" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "readers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tagline" text NOT NULL,
	"bio" text NOT NULL,
	"about" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"website_url" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text GENERATED ALWAYS AS (public.folio_unaccent(lower(name))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.folio_search'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(tagline, '')), 'B') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(city, '')), 'B') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(bio, '')), 'C') || setweight(to_tsvector('public.folio_search'::regconfig, coalesce(about, '')), 'D')) STORED,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "vendors_kind_check" CHECK ("vendors"."kind" in ('bookshop', 'publisher'))
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "saved_items_kind_check" CHECK ("saved_items"."kind" in ('event', 'author', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"copy" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_authors" ADD CONSTRAINT "event_authors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_authors" ADD CONSTRAINT "event_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_collections" ADD CONSTRAINT "event_collections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_collections" ADD CONSTRAINT "event_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_readers" ADD CONSTRAINT "event_readers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_readers" ADD CONSTRAINT "event_readers_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_author_idx" ON "books" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ("search");--> statement-breakpoint
CREATE INDEX "books_search_name_trgm_idx" ON "books" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_authors_author_idx" ON "event_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "event_collections_collection_idx" ON "event_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "event_readers_reader_idx" ON "event_readers" USING btree ("reader_id");--> statement-breakpoint
CREATE INDEX "event_vendors_vendor_idx" ON "event_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_search_name_trgm_idx" ON "events" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_forms_seller_idx" ON "order_forms" USING btree ("seller_id","close_date");--> statement-breakpoint
CREATE INDEX "order_forms_event_idx" ON "order_forms" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "authors_search_idx" ON "authors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "authors_search_name_trgm_idx" ON "authors" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_genres_idx" ON "authors" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vendors_search_name_trgm_idx" ON "vendors" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at");