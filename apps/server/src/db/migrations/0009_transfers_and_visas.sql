CREATE TABLE "transfer_cancellation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"penalty_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_car_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(14, 2),
	"return_price" numeric(14, 2),
	"extra_adult" numeric(14, 2),
	"return_extra_adult" numeric(14, 2),
	"extra_child" numeric(14, 2),
	"return_extra_child" numeric(14, 2),
	CONSTRAINT "transfer_car_pricing_period" CHECK ("transfer_car_pricing"."end_date" >= "transfer_car_pricing"."start_date")
);
--> statement-breakpoint
CREATE TABLE "transfer_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'individual' NOT NULL,
	"max_occupancy" integer NOT NULL,
	"base_occupancy" integer NOT NULL,
	"min_adult_occupancy" integer NOT NULL,
	"max_adult_occupancy" integer NOT NULL,
	"min_child_occupancy" integer NOT NULL,
	"max_child_occupancy" integer NOT NULL,
	"unallowed_occupancies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_up_to" integer,
	CONSTRAINT "transfer_cars_type" CHECK ("transfer_cars"."type" in ('individual', 'group'))
);
--> statement-breakpoint
CREATE TABLE "transfer_destinations" (
	"transfer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "transfer_destinations_transfer_id_location_id_pk" PRIMARY KEY("transfer_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_origins" (
	"transfer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "transfer_origins_transfer_id_location_id_pk" PRIMARY KEY("transfer_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_sales" (
	"booking_item_id" integer PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"car_id" integer,
	"car_pricing_id" integer
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_currency" text NOT NULL,
	"infant_age_max" integer DEFAULT 2 NOT NULL,
	"children1_age_max" integer DEFAULT 12 NOT NULL,
	"children2_age_max" integer,
	"description" text,
	"markups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_destinations" (
	"visa_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "visa_destinations_visa_id_location_id_pk" PRIMARY KEY("visa_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "visa_origins" (
	"visa_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "visa_origins_visa_id_location_id_pk" PRIMARY KEY("visa_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "visa_sales" (
	"booking_item_id" integer PRIMARY KEY NOT NULL,
	"visa_id" integer NOT NULL,
	"type_id" integer,
	"type_pricing_id" integer
);
--> statement-breakpoint
CREATE TABLE "visa_type_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"extra_adult" numeric(14, 2) NOT NULL,
	"extra_child" numeric(14, 2) NOT NULL,
	"extra_infant" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "visa_type_pricing_period" CHECK ("visa_type_pricing"."end_date" >= "visa_type_pricing"."start_date")
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"visa_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_currency" text NOT NULL,
	"infant_age_max" integer DEFAULT 2 NOT NULL,
	"children1_age_max" integer DEFAULT 12 NOT NULL,
	"children2_age_max" integer,
	"description" text,
	"markups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_cancellation_rules" ADD CONSTRAINT "transfer_cancellation_rules_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_car_pricing" ADD CONSTRAINT "transfer_car_pricing_car_id_transfer_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."transfer_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_cars" ADD CONSTRAINT "transfer_cars_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_destinations" ADD CONSTRAINT "transfer_destinations_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_destinations" ADD CONSTRAINT "transfer_destinations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_origins" ADD CONSTRAINT "transfer_origins_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_origins" ADD CONSTRAINT "transfer_origins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sales" ADD CONSTRAINT "transfer_sales_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sales" ADD CONSTRAINT "transfer_sales_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sales" ADD CONSTRAINT "transfer_sales_car_id_transfer_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."transfer_cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sales" ADD CONSTRAINT "transfer_sales_car_pricing_id_transfer_car_pricing_id_fk" FOREIGN KEY ("car_pricing_id") REFERENCES "public"."transfer_car_pricing"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_destinations" ADD CONSTRAINT "visa_destinations_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_destinations" ADD CONSTRAINT "visa_destinations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_origins" ADD CONSTRAINT "visa_origins_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_origins" ADD CONSTRAINT "visa_origins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_sales" ADD CONSTRAINT "visa_sales_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_sales" ADD CONSTRAINT "visa_sales_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_sales" ADD CONSTRAINT "visa_sales_type_id_visa_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."visa_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_sales" ADD CONSTRAINT "visa_sales_type_pricing_id_visa_type_pricing_id_fk" FOREIGN KEY ("type_pricing_id") REFERENCES "public"."visa_type_pricing"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_type_pricing" ADD CONSTRAINT "visa_type_pricing_type_id_visa_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."visa_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_types" ADD CONSTRAINT "visa_types_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_cancellation_rules_transfer" ON "transfer_cancellation_rules" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_car_pricing_car" ON "transfer_car_pricing" USING btree ("car_id","start_date");--> statement-breakpoint
CREATE INDEX "transfer_cars_transfer" ON "transfer_cars" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_destinations_location" ON "transfer_destinations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "transfer_origins_location" ON "transfer_origins" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "transfer_sales_transfer" ON "transfer_sales" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_sales_car" ON "transfer_sales" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "transfer_sales_pricing" ON "transfer_sales" USING btree ("car_pricing_id");--> statement-breakpoint
CREATE INDEX "transfers_name" ON "transfers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "visa_destinations_location" ON "visa_destinations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "visa_origins_location" ON "visa_origins" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "visa_sales_visa" ON "visa_sales" USING btree ("visa_id");--> statement-breakpoint
CREATE INDEX "visa_sales_type" ON "visa_sales" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "visa_sales_pricing" ON "visa_sales" USING btree ("type_pricing_id");--> statement-breakpoint
CREATE INDEX "visa_type_pricing_type" ON "visa_type_pricing" USING btree ("type_id","start_date");--> statement-breakpoint
CREATE INDEX "visa_types_visa" ON "visa_types" USING btree ("visa_id");--> statement-breakpoint
CREATE INDEX "visas_name" ON "visas" USING btree ("name");