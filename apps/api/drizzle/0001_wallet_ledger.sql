CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"sport" text,
	"description" text NOT NULL,
	"won_by" text,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"balance_after_paise" bigint NOT NULL,
	"reference" text,
	CONSTRAINT "ledger_credit_non_negative" CHECK ("ledger_entries"."credit_paise" >= 0),
	CONSTRAINT "ledger_debit_non_negative" CHECK ("ledger_entries"."debit_paise" >= 0),
	CONSTRAINT "ledger_one_side" CHECK ("ledger_entries"."credit_paise" = 0 or "ledger_entries"."debit_paise" = 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_user_reference_idx" ON "ledger_entries" USING btree ("user_id","reference");