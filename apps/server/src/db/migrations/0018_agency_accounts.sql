CREATE TABLE "account_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"booking_id" integer,
	"payment_id" integer,
	"reason" text,
	"created_by" integer,
	CONSTRAINT "account_entries_kind" CHECK ("account_entries"."kind" in ('charge', 'charge-change', 'payment', 'refund', 'cancellation', 'deposit', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "account_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_notices" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_notices_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
--> statement-breakpoint
CREATE TABLE "agency_accounts" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_terms_days" integer,
	"auto_cancel" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"amount_default" numeric(14, 2) NOT NULL,
	"default_currency" text NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"agency" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"payment_reference" text NOT NULL,
	"pnrs" text NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_deadline" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "account_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "default_rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_entries" ADD CONSTRAINT "account_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_history" ADD CONSTRAINT "account_history_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_history" ADD CONSTRAINT "account_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_accounts" ADD CONSTRAINT "agency_accounts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entries_agent" ON "account_entries" USING btree ("agent_id","at","id");--> statement-breakpoint
CREATE INDEX "account_entries_booking" ON "account_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "account_history_agent" ON "account_history" USING btree ("agent_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE INDEX "invoices_agent" ON "invoices" USING btree ("agent_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_booking" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "job_runs_started" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "bookings_deadline" ON "bookings" USING btree ("payment_deadline") WHERE "bookings"."payment_deadline" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_status" CHECK ("bookings"."account_status" in ('charged', 'awaiting-payment'));