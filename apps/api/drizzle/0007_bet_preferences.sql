CREATE TABLE "bet_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"persistence" text NOT NULL,
	"accept_better_odds" boolean NOT NULL,
	"one_click" boolean NOT NULL,
	"one_click_stake" integer NOT NULL,
	CONSTRAINT "one_click_stake_positive" CHECK ("bet_preferences"."one_click_stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_preferences" ADD CONSTRAINT "bet_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;