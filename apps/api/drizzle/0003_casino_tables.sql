CREATE TABLE "casino_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" integer NOT NULL,
	"runner_name" text NOT NULL,
	"is_back" boolean NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"stake_paise" bigint NOT NULL,
	"profit_paise" bigint NOT NULL,
	"loss_paise" bigint NOT NULL,
	"status" text DEFAULT 'MATCHED' NOT NULL,
	"profit_loss_paise" bigint,
	"result" text,
	"idempotency_key" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_bet_stake_positive" CHECK ("casino_bets"."stake_paise" > 0),
	CONSTRAINT "casino_bet_rate_above_one" CHECK ("casino_bets"."rate_hundredths" > 100)
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"market_id" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"cards" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"winner" text NOT NULL,
	"winner_label" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cricket_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cricket_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"event_name" text NOT NULL,
	"market_id" text NOT NULL,
	"market_name" text NOT NULL,
	"kind" text NOT NULL,
	"game_type" text NOT NULL,
	"selection_id" integer NOT NULL,
	"runner_name" text NOT NULL,
	"side" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"run" integer,
	"stake_paise" bigint NOT NULL,
	"profit_paise" bigint NOT NULL,
	"loss_paise" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"result" text,
	"pnl_paise" bigint,
	"settlement_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cricket_bets_stake_positive" CHECK ("cricket_bets"."stake_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cricket_results" (
	"cricket_id" integer PRIMARY KEY NOT NULL,
	"winner" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_bets" ADD CONSTRAINT "casino_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cricket_bets" ADD CONSTRAINT "cricket_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cricket_bets" ADD CONSTRAINT "cricket_bets_settlement_id_ledger_entries_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_bets_user_market_idx" ON "casino_bets" USING btree ("user_id","market_id");--> statement-breakpoint
CREATE INDEX "casino_bets_market_idx" ON "casino_bets" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_bets_user_key_idx" ON "casino_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_market_idx" ON "casino_rounds" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_game_idx" ON "casino_rounds" USING btree ("game_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cricket_bets_user_key_idx" ON "cricket_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cricket_bets_user_match_idx" ON "cricket_bets" USING btree ("user_id","cricket_id","status");--> statement-breakpoint
CREATE INDEX "cricket_bets_settlement_idx" ON "cricket_bets" USING btree ("settlement_id");