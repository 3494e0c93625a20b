CREATE TABLE "hotel_cancellation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"penalty_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"book_start_date" date,
	"book_end_date" date,
	"room_type_ids" jsonb DEFAULT '"all"'::jsonb NOT NULL,
	"apply_with_others_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_adult_occupancy" integer NOT NULL,
	"max_adult_occupancy" integer NOT NULL,
	"min_child_occupancy" integer NOT NULL,
	"max_child_occupancy" integer NOT NULL,
	"base_occupancy" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"extra_beds_count" integer DEFAULT 0 NOT NULL,
	"unallowed_occupancies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"room_facility_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" integer NOT NULL,
	"hotel_category_id" integer NOT NULL,
	"address" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"infant_age_max" integer DEFAULT 2 NOT NULL,
	"children1_age_max" integer DEFAULT 12 NOT NULL,
	"children2_age_max" integer,
	"default_currency" text DEFAULT 'EUR' NOT NULL,
	"markups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text,
	"main_image" text,
	"meal_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_meal_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_allotments" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_allotments_sold" CHECK ("room_allotments"."sold" >= 0 and "room_allotments"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pricing_type" text DEFAULT 'personCount' NOT NULL,
	"meal_type_id" integer NOT NULL,
	"extra_adult" numeric(14, 2),
	"extra_child" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "room_pricing_person_prices" (
	"pricing_id" integer NOT NULL,
	"persons" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"base" text NOT NULL,
	"currency" text NOT NULL,
	"bank_rate" numeric(20, 8) NOT NULL,
	"correction_rate" numeric(20, 8) DEFAULT '0' NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_markup_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_channel" text NOT NULL,
	"hotel_category_id" integer,
	"location_id" integer,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_cancellation_rules" ADD CONSTRAINT "hotel_cancellation_rules_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_offers" ADD CONSTRAINT "hotel_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_hotel_category_id_taxonomies_id_fk" FOREIGN KEY ("hotel_category_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_default_meal_type_id_taxonomies_id_fk" FOREIGN KEY ("default_meal_type_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_allotments" ADD CONSTRAINT "room_allotments_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD CONSTRAINT "room_pricing_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD CONSTRAINT "room_pricing_meal_type_id_taxonomies_id_fk" FOREIGN KEY ("meal_type_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_pricing_person_prices" ADD CONSTRAINT "room_pricing_person_prices_pricing_id_room_pricing_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."room_pricing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_markup_rules" ADD CONSTRAINT "hotel_markup_rules_hotel_category_id_taxonomies_id_fk" FOREIGN KEY ("hotel_category_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_markup_rules" ADD CONSTRAINT "hotel_markup_rules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_cancellation_rules_days" ON "hotel_cancellation_rules" USING btree ("hotel_id","days_before");--> statement-breakpoint
CREATE INDEX "hotel_images_hotel" ON "hotel_images" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE INDEX "hotel_offers_hotel" ON "hotel_offers" USING btree ("hotel_id","kind");--> statement-breakpoint
CREATE INDEX "hotel_rooms_hotel" ON "hotel_rooms" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_location" ON "hotels" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "hotels_category" ON "hotels" USING btree ("hotel_category_id");--> statement-breakpoint
CREATE INDEX "hotels_name" ON "hotels" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "room_allotments_pk" ON "room_allotments" USING btree ("room_id","night");--> statement-breakpoint
CREATE INDEX "room_pricing_room" ON "room_pricing" USING btree ("room_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "room_pricing_person_prices_pk" ON "room_pricing_person_prices" USING btree ("pricing_id","persons");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_rates_pk" ON "currency_rates" USING btree ("base","currency");