CREATE TABLE "hotel_sales" (
	"booking_item_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"room_id" integer,
	"meal_type_id" integer
);
--> statement-breakpoint
-- Hand-edited (issue 28): every item that named a hotel or a room (sold from a search, or added by hand) keeps them in hotel_sales, copied before the columns go.
INSERT INTO "hotel_sales" ("booking_item_id", "hotel_id", "room_id", "meal_type_id")
SELECT "id", "hotel_id", "room_id", "meal_type_id" FROM "booking_items" WHERE "hotel_id" IS NOT NULL OR "room_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_hotel_id_hotels_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_room_id_hotel_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_meal_type_id_taxonomies_id_fk";
--> statement-breakpoint
DROP INDEX "booking_items_hotel";--> statement-breakpoint
ALTER TABLE "hotel_sales" ADD CONSTRAINT "hotel_sales_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_sales" ADD CONSTRAINT "hotel_sales_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_sales" ADD CONSTRAINT "hotel_sales_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_sales" ADD CONSTRAINT "hotel_sales_meal_type_id_taxonomies_id_fk" FOREIGN KEY ("meal_type_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_sales_hotel" ON "hotel_sales" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotel_sales_room" ON "hotel_sales" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "booking_items" DROP COLUMN "hotel_id";--> statement-breakpoint
ALTER TABLE "booking_items" DROP COLUMN "room_id";--> statement-breakpoint
ALTER TABLE "booking_items" DROP COLUMN "meal_type_id";