CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_source" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"session_id" text NOT NULL,
	"seller_id" text,
	"seller_profile_id" text,
	"user_id" text,
	"user_uid" text,
	"target_type" text,
	"target_id" text,
	"pathname" text NOT NULL,
	"referrer" text NOT NULL,
	"user_agent" text NOT NULL,
	"source" text NOT NULL,
	"country_code" text,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "seller_id" text;--> statement-breakpoint
CREATE INDEX "analytics_events_funnel_idx" ON "analytics_events" USING btree ("seller_id","target_type","timestamp","target_id","action");