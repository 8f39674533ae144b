CREATE TABLE "match_odds_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cricket_id" integer NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" integer NOT NULL,
	"side" text NOT NULL,
	"price_hundredths" integer NOT NULL,
	"stake_paise" bigint NOT NULL,
	"counter_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_odds_fills_stake_positive" CHECK ("match_odds_fills"."stake_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "match_odds_markets" (
	"market_id" text PRIMARY KEY NOT NULL,
	"cricket_id" integer NOT NULL,
	"quote_key" text DEFAULT '' NOT NULL,
	"maker_taken" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_odds_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cricket_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"event_name" text NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" integer NOT NULL,
	"runner_name" text NOT NULL,
	"side" text NOT NULL,
	"price_hundredths" integer NOT NULL,
	"stake_paise" bigint NOT NULL,
	"matched_paise" bigint DEFAULT 0 NOT NULL,
	"remaining_paise" bigint NOT NULL,
	"cancelled_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"placed_in_play" boolean NOT NULL,
	"cancel_reason" text,
	"pnl_paise" bigint,
	"settlement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_odds_orders_stake_positive" CHECK ("match_odds_orders"."stake_paise" > 0),
	CONSTRAINT "match_odds_orders_parts_non_negative" CHECK ("match_odds_orders"."matched_paise" >= 0 AND "match_odds_orders"."remaining_paise" >= 0 AND "match_odds_orders"."cancelled_paise" >= 0),
	CONSTRAINT "match_odds_orders_parts_add_up" CHECK ("match_odds_orders"."matched_paise" + "match_odds_orders"."remaining_paise" + "match_odds_orders"."cancelled_paise" = "match_odds_orders"."stake_paise")
);
--> statement-breakpoint
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
CREATE TABLE "player_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_loss_paise" bigint,
	"daily_pending_paise" bigint,
	"daily_pending_at" timestamp with time zone,
	"weekly_loss_paise" bigint,
	"weekly_pending_paise" bigint,
	"weekly_pending_at" timestamp with time zone,
	"monthly_loss_paise" bigint,
	"monthly_pending_paise" bigint,
	"monthly_pending_at" timestamp with time zone,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"time_out_until" timestamp with time zone,
	CONSTRAINT "player_limits_daily_positive" CHECK ("player_limits"."daily_loss_paise" > 0 and "player_limits"."daily_pending_paise" > 0),
	CONSTRAINT "player_limits_weekly_positive" CHECK ("player_limits"."weekly_loss_paise" > 0 and "player_limits"."weekly_pending_paise" > 0),
	CONSTRAINT "player_limits_monthly_positive" CHECK ("player_limits"."monthly_loss_paise" > 0 and "player_limits"."monthly_pending_paise" > 0),
	CONSTRAINT "player_limits_reality_check" CHECK ("player_limits"."reality_check_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "match_odds_fills" ADD CONSTRAINT "match_odds_fills_order_id_match_odds_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."match_odds_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_odds_fills" ADD CONSTRAINT "match_odds_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_odds_orders" ADD CONSTRAINT "match_odds_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_odds_orders" ADD CONSTRAINT "match_odds_orders_settlement_id_ledger_entries_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_notices" ADD CONSTRAINT "settlement_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_notices" ADD CONSTRAINT "settlement_notices_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_odds_fills_user_idx" ON "match_odds_fills" USING btree ("user_id","market_id");--> statement-breakpoint
CREATE INDEX "match_odds_fills_order_idx" ON "match_odds_fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "match_odds_orders_market_idx" ON "match_odds_orders" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "match_odds_orders_user_idx" ON "match_odds_orders" USING btree ("user_id","cricket_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_notices_ledger_idx" ON "settlement_notices" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "settlement_notices_user_idx" ON "settlement_notices" USING btree ("user_id","id");