-- Analytics events stored one row per written batch instead of one per event (issue 13): on the
-- embedded PGlite a row costs tens of microseconds of the server's own thread whatever its SQL,
-- so the endpoint could not keep up. `analytics_event_chunks` holds each batch as gzipped NDJSON
-- (libs/shared/analytics/server/src/event-chunks.ts), `analytics_funnel_days` the seller's funnel
-- counted per seller, form, action and UTC day as the batches are written. The events already in
-- `analytics_events` move over here: their funnel counts, and the events themselves as plain-text
-- chunks ('identity': SQL has no gzip) of at most 500 events per data source and UTC day, each
-- line as the server writes it. Then the old table goes.
CREATE TABLE "analytics_event_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_source" text NOT NULL,
	"events" integer NOT NULL,
	"first_timestamp" timestamp with time zone NOT NULL,
	"last_timestamp" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"encoding" text DEFAULT 'gzip' NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "analytics_event_chunks_encoding" CHECK ("analytics_event_chunks"."encoding" in ('gzip', 'identity'))
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_days" (
	"seller_id" text NOT NULL,
	"form_id" text NOT NULL,
	"action" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_funnel_days_seller_id_form_id_action_day_pk" PRIMARY KEY("seller_id","form_id","action","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_event_chunks_time_idx" ON "analytics_event_chunks" USING btree ("last_timestamp","first_timestamp");--> statement-breakpoint
-- The body is gzipped already: no second (pglz) compression attempt when it is stored out of line.
ALTER TABLE "analytics_event_chunks" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "analytics_funnel_days" ("seller_id", "form_id", "action", "day", "count")
SELECT "seller_id", "target_id", "action", ("timestamp" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "analytics_events"
WHERE "target_type" = 'order_form' AND "seller_id" IS NOT NULL AND "target_id" IS NOT NULL
  AND "action" IN ('order_form_view', 'add_to_cart', 'checkout_start', 'order_paid')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "analytics_event_chunks" ("data_source", "events", "first_timestamp", "last_timestamp", "received_at", "encoding", "body")
SELECT "data_source", count(*)::int, min("timestamp"), max("timestamp"), max("received_at"), 'identity',
  convert_to(string_agg(json_build_object(
    'timestamp', to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'action', "action",
    'version', "version",
    'session_id', "session_id",
    'seller_id', "seller_id",
    'seller_profile_id', "seller_profile_id",
    'user_id', "user_id",
    'user_uid', "user_uid",
    'target_type', "target_type",
    'target_id', "target_id",
    'pathname', "pathname",
    'referrer', "referrer",
    'user_agent', "user_agent",
    'source', "source",
    'country_code', "country_code",
    'payload', "payload",
    'received_at', to_char("received_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text || E'\n', '' ORDER BY "id"), 'UTF8')
FROM (
  SELECT *, ("timestamp" AT TIME ZONE 'UTC')::date AS "day",
    (row_number() OVER (PARTITION BY "data_source", ("timestamp" AT TIME ZONE 'UTC')::date ORDER BY "id") - 1) / 500 AS "part"
  FROM "analytics_events"
) AS "old"
GROUP BY "data_source", "day", "part"
ORDER BY min("id");--> statement-breakpoint
DROP TABLE "analytics_events" CASCADE;