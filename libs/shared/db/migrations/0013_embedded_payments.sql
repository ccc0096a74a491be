CREATE TABLE "embedded_pay_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_pay_customers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "embedded_pay_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"params_hash" text NOT NULL,
	"result_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_pay_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"declines_later_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_pay_methods_kind_check" CHECK ("embedded_pay_payment_methods"."kind" in ('card', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "embedded_pay_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"refund_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "embedded_pay_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"method" text,
	"client_secret" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"save_method" boolean NOT NULL,
	"off_session" boolean DEFAULT false NOT NULL,
	"return_url" text,
	"last_error" jsonb,
	"amount_refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_pay_payments_status_check" CHECK ("embedded_pay_payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
	CONSTRAINT "embedded_pay_payments_amount_check" CHECK ("embedded_pay_payments"."amount_minor" > 0),
	CONSTRAINT "embedded_pay_payments_refunded_check" CHECK ("embedded_pay_payments"."amount_refunded_minor" >= 0 and "embedded_pay_payments"."amount_refunded_minor" <= "embedded_pay_payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "embedded_pay_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_pay_refunds_amount_check" CHECK ("embedded_pay_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "embedded_pay_payment_methods" ADD CONSTRAINT "embedded_pay_payment_methods_customer_id_embedded_pay_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."embedded_pay_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_pay_payments" ADD CONSTRAINT "embedded_pay_payments_customer_id_embedded_pay_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."embedded_pay_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_pay_payments" ADD CONSTRAINT "embedded_pay_payments_payment_method_id_embedded_pay_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."embedded_pay_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_pay_refunds" ADD CONSTRAINT "embedded_pay_refunds_payment_id_embedded_pay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."embedded_pay_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_pay_methods_customer_idx" ON "embedded_pay_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "embedded_pay_notifications_pending_idx" ON "embedded_pay_notifications" USING btree ("next_attempt_at","id") WHERE "embedded_pay_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "embedded_pay_payments_customer_idx" ON "embedded_pay_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "embedded_pay_refunds_payment_idx" ON "embedded_pay_refunds" USING btree ("payment_id");