ALTER TABLE "hotel_rooms" ADD COLUMN "room_type_taxonomy_id" integer;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD COLUMN "room_category_id" integer;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "requires_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_room_type_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("room_type_taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_room_category_id_taxonomies_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;