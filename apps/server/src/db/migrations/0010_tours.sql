CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"location_id" integer NOT NULL,
	"description" text,
	"note" text,
	"main_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_not_negative" CHECK ("tours"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tours_name" ON "tours" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tours_location" ON "tours" USING btree ("location_id");