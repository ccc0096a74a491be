-- A private form's address ends in 128 random bits (order-forms-server: private-link.ts). Forms
-- made private before that get their secret here, and a fresh uid (the cart's API answers a form's
-- uid with its slug); gen_random_uuid() draws from PostgreSQL's strong random source.
UPDATE "order_forms" SET
  "slug" = "slug" || '-' || left(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 32),
  "uid" = left(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 32)
WHERE "is_private" AND "slug" !~ '-[0-9a-f]{32}$';--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_private_link_check" CHECK (not "order_forms"."is_private" or "order_forms"."slug" ~ '-[0-9a-f]{32}$');
