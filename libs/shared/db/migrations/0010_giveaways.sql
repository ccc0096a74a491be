CREATE TABLE "giveaway_entries" (
	"giveaway_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"entry_number" integer NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "giveaway_entries_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id"),
	CONSTRAINT "giveaway_entries_number_unique" UNIQUE("giveaway_id","entry_number")
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"countries" text[],
	"min_age" integer DEFAULT 18 NOT NULL,
	"winner_count" integer DEFAULT 1 NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"winning_numbers" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaways_window_check" CHECK ("giveaways"."opens_at" < "giveaways"."closes_at" and "giveaways"."closes_at" <= "giveaways"."draws_at"),
	CONSTRAINT "giveaways_winner_count_check" CHECK ("giveaways"."winner_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaways_author_idx" ON "giveaways" USING btree ("author_id","opens_at");--> statement-breakpoint
CREATE INDEX "giveaways_due_idx" ON "giveaways" USING btree ("draws_at") WHERE "giveaways"."drawn_at" is null;