CREATE TABLE "checkout_requests" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_requests_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "checkout_requests_scope_check" CHECK ("checkout_requests"."scope" in ('checkout', 'instalment'))
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_pickup_codes" (
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pickup_codes_user_id_event_id_pk" PRIMARY KEY("user_id","event_id"),
	CONSTRAINT "event_pickup_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_id" text,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"reminder_sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalments_status_check" CHECK ("instalments"."status" in ('scheduled', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "instalments_amount_check" CHECK ("instalments"."amount_minor" >= 1),
	CONSTRAINT "instalments_sequence_check" CHECK ("instalments"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"bundle_id" uuid,
	"title" text NOT NULL,
	"variant_name" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	CONSTRAINT "order_lines_kind_check" CHECK (num_nonnulls("order_lines"."product_id", "order_lines"."bundle_id") = 1),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_money_check" CHECK ("order_lines"."unit_minor" >= 0 and "order_lines"."total_minor" = "order_lines"."unit_minor" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"cart_uid" text NOT NULL,
	"order_form_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"event_id" uuid,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_mode" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"first_payment_minor" integer NOT NULL,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"shipping_rate_id" uuid,
	"shipping_address_id" uuid,
	"shipping_name" text,
	"terms" text NOT NULL,
	"refund_policy" text NOT NULL,
	"deposit_policy" text,
	"instalment_policy" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"cancel_policy" text NOT NULL,
	"missed_payment_outcome" text NOT NULL,
	"payment_id" text,
	"provider_customer_id" text,
	"payment_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'deposit_paid', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "orders_mode_check" CHECK ("orders"."payment_mode" in ('full', 'deposit')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."shipping_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" + "orders"."shipping_minor" and "orders"."total_minor" >= 0),
	CONSTRAINT "orders_first_payment_check" CHECK ("orders"."first_payment_minor" >= 0 and "orders"."first_payment_minor" <= "orders"."total_minor"),
	CONSTRAINT "orders_paid_check" CHECK ("orders"."paid_minor" >= 0 and "orders"."paid_minor" <= "orders"."total_minor" and "orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."paid_minor"),
	CONSTRAINT "orders_cancel_policy_check" CHECK ("orders"."cancel_policy" in ('refund_all', 'keep_deposit', 'no_cancel')),
	CONSTRAINT "orders_missed_outcome_check" CHECK ("orders"."missed_payment_outcome" in ('cancel_order', 'keep_paid'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"instalment_id" uuid,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('charge', 'refund', 'failure')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "missed_payment_outcome" text DEFAULT 'cancel_order' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "cancel_policy" text DEFAULT 'refund_all' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pickup_codes" ADD CONSTRAINT "event_pickup_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_order_sequence_unique" ON "instalments" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("next_attempt_at") WHERE "instalments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_live_unique" ON "orders" USING btree ("cart_id") WHERE "orders"."status" in ('pending_payment', 'paid', 'deposit_paid');--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_event_idx" ON "orders" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_charge_payment_unique" ON "transactions" USING btree ("provider_payment_id") WHERE "transactions"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_refund_unique" ON "transactions" USING btree ("provider_refund_id") WHERE "transactions"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_missed_outcome_check" CHECK ("order_forms"."missed_payment_outcome" in ('cancel_order', 'keep_paid'));--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_cancel_policy_check" CHECK ("order_forms"."cancel_policy" in ('refund_all', 'keep_deposit', 'no_cancel'));