CREATE TABLE "inventory_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_item_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"units" integer NOT NULL,
	"seat_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "inventory_holds_units" CHECK ("inventory_holds"."units" >= 1)
);
--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_holds_item" ON "inventory_holds" USING btree ("booking_item_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_resource" ON "inventory_holds" USING btree ("resource_type","resource_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_holds_live_seat" ON "inventory_holds" USING btree ("resource_type","resource_id","date","seat_code") WHERE "inventory_holds"."released_at" is null and "inventory_holds"."seat_code" is not null;--> statement-breakpoint
-- Backfill (written by hand): every live confirmed hotel item holds count rooms on each night of its stay.
INSERT INTO "inventory_holds" ("booking_item_id", "resource_type", "resource_id", "date", "units")
SELECT i."id", 'room', i."room_id", night::date, i."count"
FROM "booking_items" i
JOIN "taxonomies" s ON s."id" = i."booking_status_id" AND s."type" = 'bookingStatus' AND s."slug" = 'confirmed'
CROSS JOIN LATERAL generate_series(i."start_date"::timestamp, i."end_date"::timestamp - interval '1 day', interval '1 day') AS night
WHERE i."product_type" = 'hotel' AND i."room_id" IS NOT NULL AND i."end_date" > i."start_date";--> statement-breakpoint
-- sold is never below what live items hold (domain-rules §6).
UPDATE "room_allotments" a SET "sold" = h."units"
FROM (SELECT "resource_id", "date", sum("units")::integer AS "units" FROM "inventory_holds" WHERE "resource_type" = 'room' AND "released_at" IS NULL GROUP BY "resource_id", "date") h
WHERE a."room_id" = h."resource_id" AND a."night" = h."date" AND a."sold" < h."units";
