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
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;