CREATE TABLE "embedded_pay_declines" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text,
	"client" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "embedded_pay_declines_payment_idx" ON "embedded_pay_declines" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "embedded_pay_declines_customer_idx" ON "embedded_pay_declines" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "embedded_pay_declines_client_idx" ON "embedded_pay_declines" USING btree ("client","created_at");