CREATE TABLE "settlement_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sport" text NOT NULL,
	"outcome" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"casino_game" text,
	"round_id" text,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "settlement_notices" ADD CONSTRAINT "settlement_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_notices" ADD CONSTRAINT "settlement_notices_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_notices_ledger_idx" ON "settlement_notices" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "settlement_notices_user_idx" ON "settlement_notices" USING btree ("user_id","id");