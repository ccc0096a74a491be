CREATE TABLE "instalment_schedule" (
	"instalment_id" uuid PRIMARY KEY NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_schedule_attempt_check" CHECK ("instalment_schedule"."attempt" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "instalment_schedule" ADD CONSTRAINT "instalment_schedule_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_schedule_lease_idx" ON "instalment_schedule" USING btree ("locked_until");