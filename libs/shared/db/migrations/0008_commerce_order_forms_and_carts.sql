CREATE TABLE "cart_item_variants" (
	"cart_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	CONSTRAINT "cart_item_variants_cart_item_id_product_id_pk" PRIMARY KEY("cart_item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"line_key" text NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"bundle_id" uuid,
	"quantity" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_kind_check" CHECK (num_nonnulls("cart_items"."product_id", "cart_items"."bundle_id") = 1),
	CONSTRAINT "cart_items_variant_check" CHECK ("cart_items"."variant_id" is null or "cart_items"."product_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_uid" text NOT NULL,
	"order_form_id" uuid NOT NULL,
	"session_uid" text NOT NULL,
	"user_id" text,
	"message" text DEFAULT '' NOT NULL,
	"coupon_id" uuid,
	"shipping_rate_id" uuid,
	"shipping_address_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_cart_uid_unique" UNIQUE("cart_uid"),
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" in ('open', 'pending_order', 'ordered', 'cancelled')),
	CONSTRAINT "carts_message_check" CHECK (char_length("carts"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_form_id" uuid,
	"kind" text NOT NULL,
	"amount_minor" integer,
	"percent" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('amount', 'percentage')),
	CONSTRAINT "coupons_value_check" CHECK (("coupons"."kind" = 'amount' and "coupons"."amount_minor" > 0 and "coupons"."percent" is null and "coupons"."order_form_id" is not null)
        or ("coupons"."kind" = 'percentage' and "coupons"."percent" between 1 and 100 and "coupons"."amount_minor" is null)),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."starts_at" is null or "coupons"."ends_at" is null or "coupons"."starts_at" < "coupons"."ends_at"),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 1),
	CONSTRAINT "coupons_per_customer_check" CHECK ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_form_id" uuid NOT NULL,
	"country_code" text,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_rates_country_check" CHECK ("shipping_rates"."country_code" is null or "shipping_rates"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "shipping_rates_price_check" CHECK ("shipping_rates"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bundle_products" (
	"bundle_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_products_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id"),
	CONSTRAINT "bundle_products_quantity_check" CHECK ("bundle_products"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_form_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"stock_limit" integer,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_price_check" CHECK ("bundles"."price_minor" >= 0),
	CONSTRAINT "bundles_stock_check" CHECK ("bundles"."stock_limit" is null or "bundles"."stock_sold" <= "bundles"."stock_limit"),
	CONSTRAINT "bundles_sold_check" CHECK ("bundles"."stock_sold" >= 0),
	CONSTRAINT "bundles_per_customer_check" CHECK ("bundles"."per_customer_limit" is null or "bundles"."per_customer_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_kind_check" CHECK ("product_variants"."kind" in ('edition', 'cover', 'personalisation')),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_form_id" uuid NOT NULL,
	"book_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"stock_limit" integer,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_minor" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock_limit" is null or "products"."stock_sold" <= "products"."stock_limit"),
	CONSTRAINT "products_sold_check" CHECK ("products"."stock_sold" >= 0),
	CONSTRAINT "products_per_customer_check" CHECK ("products"."per_customer_limit" is null or "products"."per_customer_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_form_books" DROP CONSTRAINT "order_form_books_book_id_books_id_fk";
--> statement-breakpoint
ALTER TABLE "order_forms" DROP CONSTRAINT "order_forms_author_id_authors_id_fk";
--> statement-breakpoint
ALTER TABLE "order_forms" DROP CONSTRAINT "order_forms_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "order_forms" DROP CONSTRAINT "order_forms_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "slug" text;--> statement-breakpoint
-- Forms made before slugs had their address in uid: it becomes the slug, and the uid stays as it was.
UPDATE "order_forms" SET "slug" = "uid";--> statement-breakpoint
ALTER TABLE "order_forms" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "refund_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "deposit_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "max_instalments" integer;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "instalment_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "max_quantity_per_order" integer;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_forms" ADD COLUMN "shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_item_variants" ADD CONSTRAINT "cart_item_variants_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_variants" ADD CONSTRAINT "cart_item_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_variants" ADD CONSTRAINT "cart_item_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_rate_id_shipping_rates_id_fk" FOREIGN KEY ("shipping_rate_id") REFERENCES "public"."shipping_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_unique" ON "cart_items" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE INDEX "cart_items_product_hold_idx" ON "cart_items" USING btree ("product_id","held_until");--> statement-breakpoint
CREATE INDEX "cart_items_bundle_hold_idx" ON "cart_items" USING btree ("bundle_id","held_until");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_form_unique" ON "carts" USING btree ("session_uid","order_form_id") WHERE "carts"."user_id" is null and "carts"."status" in ('open', 'pending_order');--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_form_unique" ON "carts" USING btree ("user_id","order_form_id") WHERE "carts"."user_id" is not null and "carts"."status" in ('open', 'pending_order');--> statement-breakpoint
CREATE INDEX "carts_session_idx" ON "carts" USING btree ("session_uid");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_form_idx" ON "carts" USING btree ("order_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_cart_unique" ON "coupon_redemptions" USING btree ("coupon_id","cart_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "shipping_rates_form_idx" ON "shipping_rates" USING btree ("order_form_id","country_code");--> statement-breakpoint
CREATE INDEX "bundle_products_product_idx" ON "bundle_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundles_form_idx" ON "bundles" USING btree ("order_form_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_form_idx" ON "products" USING btree ("order_form_id","position");--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_instalments_check" CHECK ("order_forms"."max_instalments" is null or "order_forms"."max_instalments" between 1 and 12);--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_max_quantity_check" CHECK ("order_forms"."max_quantity_per_order" is null or "order_forms"."max_quantity_per_order" >= 1);--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_fulfilment_check" CHECK ("order_forms"."pickup" or "order_forms"."shipping");