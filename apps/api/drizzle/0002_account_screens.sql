CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stake_buttons" (
	"user_id" integer NOT NULL,
	"stake_group" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "stake_buttons_user_id_stake_group_position_pk" PRIMARY KEY("user_id","stake_group","position"),
	CONSTRAINT "stake_value_positive" CHECK ("stake_buttons"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "stake_buttons" ADD CONSTRAINT "stake_buttons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;