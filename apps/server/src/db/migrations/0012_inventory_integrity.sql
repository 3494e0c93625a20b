ALTER TABLE "flight_sales" ADD COLUMN "return_fare_id" integer;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD COLUMN "return_fare_pricing_id" integer;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_return_fare_id_flight_fares_id_fk" FOREIGN KEY ("return_fare_id") REFERENCES "public"."flight_fares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_return_fare_pricing_id_flight_fare_pricing_id_fk" FOREIGN KEY ("return_fare_pricing_id") REFERENCES "public"."flight_fare_pricing"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_sales_return_fare" ON "flight_sales" USING btree ("return_fare_id");--> statement-breakpoint
CREATE INDEX "flight_sales_return_pricing" ON "flight_sales" USING btree ("return_fare_pricing_id");--> statement-breakpoint
-- Round trips sold before this migration: the return segment's fare and pricing row, read from the item's snapshot (kept only when they still exist).
UPDATE "flight_sales" AS fs
SET "return_fare_id" = (SELECT f."id" FROM "flight_fares" f WHERE f."id" = (seg->>'fareId')::int),
    "return_fare_pricing_id" = (SELECT p."id" FROM "flight_fare_pricing" p WHERE p."id" = (seg->>'farePricingId')::int)
FROM "booking_items" bi, jsonb_array_elements(CASE WHEN jsonb_typeof(bi."option"->'segments') = 'array' THEN bi."option"->'segments' ELSE '[]'::jsonb END) AS seg
WHERE bi."id" = fs."booking_item_id" AND bi."option"->>'kind' = 'flight' AND seg->>'segmentKey' = 'return';
--> statement-breakpoint
-- The ledger's guards (issue 27): a live hold references its resource, so deleting a held room type,
-- flight segment or flight leg fails in the database (RESTRICT), and a hold cannot name a resource
-- that does not exist. One generated column per resource type: the resource id while the hold is
-- live, null once released (a released hold keeps nothing from being deleted).
ALTER TABLE "inventory_holds" ADD COLUMN "room_guard" integer GENERATED ALWAYS AS (CASE WHEN "resource_type" = 'room' AND "released_at" IS NULL THEN "resource_id" END) STORED;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD COLUMN "flight_segment_guard" integer GENERATED ALWAYS AS (CASE WHEN "resource_type" = 'flight-segment' AND "released_at" IS NULL THEN "resource_id" END) STORED;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD COLUMN "flight_leg_guard" integer GENERATED ALWAYS AS (CASE WHEN "resource_type" = 'flight-leg' AND "released_at" IS NULL THEN "resource_id" END) STORED;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_room_guard_fk" FOREIGN KEY ("room_guard") REFERENCES "public"."hotel_rooms"("id") ON DELETE RESTRICT NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_flight_segment_guard_fk" FOREIGN KEY ("flight_segment_guard") REFERENCES "public"."flight_segments"("id") ON DELETE RESTRICT NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_flight_leg_guard_fk" FOREIGN KEY ("flight_leg_guard") REFERENCES "public"."flight_legs"("id") ON DELETE RESTRICT NOT VALID;--> statement-breakpoint
-- Validated at once when no live hold already points at nothing (a database that met the old schedule
-- save may hold some: then the guard still applies to every new hold and delete, and the inventory
-- check lists the orphans for an administrator to settle).
DO $$
DECLARE name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['inventory_holds_room_guard_fk', 'inventory_holds_flight_segment_guard_fk', 'inventory_holds_flight_leg_guard_fk'] LOOP
    BEGIN
      EXECUTE format('ALTER TABLE "inventory_holds" VALIDATE CONSTRAINT %I', name);
    EXCEPTION WHEN foreign_key_violation THEN
      RAISE NOTICE 'inventory_holds: % left unvalidated, live holds point at deleted resources (see the inventory check)', name;
    END;
  END LOOP;
END $$;--> statement-breakpoint
CREATE INDEX "inventory_holds_room_guard" ON "inventory_holds" USING btree ("room_guard") WHERE "room_guard" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_holds_flight_segment_guard" ON "inventory_holds" USING btree ("flight_segment_guard") WHERE "flight_segment_guard" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_holds_flight_leg_guard" ON "inventory_holds" USING btree ("flight_leg_guard") WHERE "flight_leg_guard" IS NOT NULL;
