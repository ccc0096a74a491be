CREATE TABLE "instalment_schedule" (
	"instalment_id" uuid PRIMARY KEY NOT NULL,
	"attempt" integer NOT NULL,
	"charging" boolean DEFAULT false NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_schedule_counts_check" CHECK ("instalment_schedule"."attempt" >= 1 and "instalment_schedule"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "instalment_schedule" ADD CONSTRAINT "instalment_schedule_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_schedule_lease_idx" ON "instalment_schedule" USING btree ("locked_until");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'deposit_paid', 'cancelled', 'expired', 'refunded', 'defaulted'));