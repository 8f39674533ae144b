ALTER TABLE "casino_bets" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "casino_bets" ADD CONSTRAINT "casino_bets_settlement_id_ledger_entries_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_bets_settlement_idx" ON "casino_bets" USING btree ("settlement_id");--> statement-breakpoint
-- Bets settled before this column existed: the round's ledger row is the player's `casino:{marketId}` row.
UPDATE "casino_bets" SET "settlement_id" = "ledger_entries"."id" FROM "ledger_entries" WHERE "casino_bets"."status" = 'SETTLED' AND "ledger_entries"."user_id" = "casino_bets"."user_id" AND "ledger_entries"."reference" = 'casino:' || "casino_bets"."market_id";
