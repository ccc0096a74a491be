ALTER TABLE "instalments" ADD COLUMN "early_attempt" integer;--> statement-breakpoint
-- An early payment opened before this column existed stays the instalment's current one.
UPDATE "instalments" SET "early_attempt" = "attempts" WHERE "payment_id" IS NOT NULL AND "status" <> 'paid';
